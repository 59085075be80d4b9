// Reference data kept by the back-office with the CRUD helper: languages, settings, unit types, model years.
// Each has a view (what lists and details answer), a body (POST) and a patch (PUT, any part of the body).
import Type, { type Static } from 'typebox';
import { BaseRecordFields, listQuery } from './backoffice.ts';

// ---- Languages ----------------------------------------------------------------------------------------------

const languageFields = {
  code: Type.String({
    minLength: 2,
    maxLength: 8,
    pattern: '^[a-z]{2,3}(?:-[A-Za-z0-9]{2,4})?$',
    description: 'Route locale, e.g. en, kh',
  }),
  name: Type.String({ minLength: 1, maxLength: 100, description: 'English name' }),
  nativeName: Type.String({ minLength: 1, maxLength: 100, description: "The language's own name, e.g. ខ្មែរ" }),
  active: Type.Boolean(),
  sortOrder: Type.Integer({ minimum: 0, maximum: 10_000 }),
};
export const LanguageView = Type.Object({ ...BaseRecordFields, ...languageFields });
export type LanguageView = Static<typeof LanguageView>;
export const LanguageBody = Type.Object({
  code: languageFields.code,
  name: languageFields.name,
  nativeName: languageFields.nativeName,
  active: Type.Optional(languageFields.active),
  sortOrder: Type.Optional(languageFields.sortOrder),
});
export type LanguageBody = Static<typeof LanguageBody>;
export const LanguagePatch = Type.Partial(LanguageBody, { minProperties: 1 });
export type LanguagePatch = Static<typeof LanguagePatch>;
/** Sorts by code, name, sortOrder (default), createdAt. */
export const LanguageListQuery = listQuery({ active: Type.Optional(Type.Boolean()) });
export type LanguageListQuery = Static<typeof LanguageListQuery>;

// ---- Configuration (settings) -------------------------------------------------------------------------------

const configurationFields = {
  key: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$',
    description: 'e.g. site.phone',
  }),
  value: Type.String({ maxLength: 10_000 }),
  description: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  descriptionKh: Type.Union([Type.String({ maxLength: 500 }), Type.Null()], {
    description: 'The description in Khmer (staff reading Khmer pages see it; English where it is null)',
  }),
  isPublic: Type.Boolean({ description: 'Readable by the storefront (GET /api/frontend/configuration)' }),
};
export const ConfigurationView = Type.Object({ ...BaseRecordFields, ...configurationFields });
export type ConfigurationView = Static<typeof ConfigurationView>;
/**
 * POST /api/backend/configuration: key and value, either as query parameters (as the spec's client sends them)
 * or as a JSON body; a field given in both is taken from the body.
 */
export const ConfigurationCreate = Type.Object({
  key: Type.Optional(configurationFields.key),
  value: Type.Optional(configurationFields.value),
  description: Type.Optional(configurationFields.description),
  descriptionKh: Type.Optional(configurationFields.descriptionKh),
  isPublic: Type.Optional(configurationFields.isPublic),
});
export type ConfigurationCreate = Static<typeof ConfigurationCreate>;
export const ConfigurationPatch = Type.Object(
  {
    key: Type.Optional(configurationFields.key),
    value: Type.Optional(configurationFields.value),
    description: Type.Optional(configurationFields.description),
    descriptionKh: Type.Optional(configurationFields.descriptionKh),
    isPublic: Type.Optional(configurationFields.isPublic),
  },
  { minProperties: 1 },
);
export type ConfigurationPatch = Static<typeof ConfigurationPatch>;
/** Sorts by key (default), createdAt, updatedAt. */
export const ConfigurationListQuery = listQuery({ isPublic: Type.Optional(Type.Boolean()) });
export type ConfigurationListQuery = Static<typeof ConfigurationListQuery>;

// ---- Unit types ---------------------------------------------------------------------------------------------

const unitTypeFields = {
  name: Type.String({ minLength: 1, maxLength: 50, description: 'Piece, Set, Box, Litre' }),
  nameKh: Type.Union([Type.String({ maxLength: 50 }), Type.Null()]),
};
export const UnitTypeView = Type.Object({ ...BaseRecordFields, ...unitTypeFields });
export type UnitTypeView = Static<typeof UnitTypeView>;
export const UnitTypeBody = Type.Object({ name: unitTypeFields.name, nameKh: Type.Optional(unitTypeFields.nameKh) });
export type UnitTypeBody = Static<typeof UnitTypeBody>;
export const UnitTypePatch = Type.Partial(UnitTypeBody, { minProperties: 1 });
export type UnitTypePatch = Static<typeof UnitTypePatch>;
/** Sorts by name (default), createdAt. */
export const UnitTypeListQuery = listQuery({});
export type UnitTypeListQuery = Static<typeof UnitTypeListQuery>;

// ---- Model years --------------------------------------------------------------------------------------------

export const YearValue = Type.Integer({ minimum: 1900, maximum: 2100 });
export const YearView = Type.Object({ ...BaseRecordFields, value: YearValue });
export type YearView = Static<typeof YearView>;
export const YearBody = Type.Object({ value: YearValue });
export type YearBody = Static<typeof YearBody>;
export const YearPatch = YearBody;
export type YearPatch = Static<typeof YearPatch>;
/** Sorts by value (default: newest first, `-value`), createdAt. `search` matches the digits. */
export const YearListQuery = listQuery({});
export type YearListQuery = Static<typeof YearListQuery>;
