// Languages (admins), as a CRUD helper declaration. A language whose code translations use stays (409 IN_USE).
import { LanguageBody, LanguageListQuery, LanguagePatch, LanguageView } from '@shop/contracts';
import { baseView, type CrudResource } from '../../lib/crud.ts';
import { Language } from './language.entity.ts';
import { Translation } from './translation.entity.ts';

export const languageResource: CrudResource<
  Language,
  typeof LanguageView,
  typeof LanguageBody,
  typeof LanguagePatch,
  typeof LanguageListQuery
> = {
  entity: Language,
  name: 'language',
  label: 'Language',
  path: '/api/backend/language',
  tags: ['language'],
  access: { read: 'admin', write: 'admin' },
  schemas: { view: LanguageView, body: LanguageBody, patch: LanguagePatch, query: LanguageListQuery },
  toView: (row) => ({
    ...baseView(row),
    code: row.code,
    name: row.name,
    nativeName: row.nativeName,
    active: row.active,
    sortOrder: row.sortOrder,
  }),
  search: ['code', 'name', 'nativeName'],
  sort: {
    fields: { sortOrder: 'sortOrder', code: 'code', name: 'name', createdAt: 'createdAt', updatedAt: 'updatedAt' },
    default: 'sortOrder',
  },
  filter: (query) => (query.active === undefined ? {} : { active: query.active }),
  unique: ['code'],
  prepareCreate: (body) => ({ ...body, active: body.active ?? true, sortOrder: body.sortOrder ?? 0 }),
  // Translations name their language by code (text, no foreign key).
  usedBy: async (row, em) => ((await em.count(Translation, { language: row.code })) > 0 ? ['translation'] : []),
};
