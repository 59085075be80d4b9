import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { parsePo, writePo } from '@shop/i18n/po.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../../../src/seeders/demo-accounts.ts';
import { bearer, login, startTestApp, type TestApp } from '../../support/app.ts';
import { withDatabase } from '../../support/catalog.ts';

let t: TestApp;
let admin: Record<string, string>;
const ADD_TO_CART = generateMessageId('Add to cart');
const PLURAL = generateMessageId('{0, plural, one {# review} other {# reviews}}');

beforeAll(async () => {
  t = await startTestApp();
  admin = bearer(await login(t.app, demoAdmin));
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...admin, ...headers },
    ...(payload === undefined ? {} : typeof payload === 'string' ? { payload } : { payload: payload as object }),
  });
const list = async (query: string) => {
  const response = await call('GET', `/api/backend/translation?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const storefront = async (lang: 'en' | 'kh') =>
  (await t.app.inject({ method: 'GET', url: `/api/frontend/translation?lang=${lang}` })).json().data.messages as Record<
    string,
    string
  >;
const auditOf = (id: number) =>
  withDatabase(
    t.databaseUrl,
    async (db) =>
      (
        await db.query(
          "select action, actor_id from audit_entry where entity = 'translation' and entity_id = $1 order by id",
          [id],
        )
      ).rows,
  );

describe('translation editor API', () => {
  it('lists every UI message of every package with English and Khmer side by side', async () => {
    const body = await list(`search=${encodeURIComponent('Add to cart')}&size=50`);
    const entry = body.data.find((e: { key: string }) => e.key === ADD_TO_CART);
    expect(entry).toMatchObject({
      source: 'Add to cart',
      context: null,
      packages: expect.arrayContaining(['mfe-checkout']),
    });
    expect(entry.texts.en).toEqual({
      default: 'Add to cart',
      value: 'Add to cart',
      translationId: null,
      isCorrect: false,
      changed: false,
    });
    expect(entry.texts.kh.default).not.toBe('');
    const all = await list('size=1');
    expect(all.pagination.totalCount).toBeGreaterThan(300);
    const packages = new Set(
      (await list('size=100&package=shared/admin')).data.flatMap((e: { packages: string[] }) => e.packages),
    );
    expect(packages.has('shared/admin')).toBe(true);
  });

  it('refuses an invalid ICU text with 400 pointing at the fault, and changes nothing', async () => {
    const response = await call('POST', '/api/backend/translation', {
      language: 'kh',
      key: ADD_TO_CART,
      value: 'ដាក់ {count',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /^value is not a valid ICU message: Unexpected message end at line 1 col \d+/,
    );
    expect(response.json().message).toContain('⟵ here');
    // The editor points at the fault from these facts, never from the English message.
    expect(response.json()).toMatchObject({ code: 'VALIDATION', field: 'value', facts: { line: 1 } });
    expect(response.json().facts.column).toBeGreaterThan(1);
    const plural = await call('POST', '/api/backend/translation', {
      language: 'kh',
      key: PLURAL,
      value: '{0, plural, other {# x}',
    });
    expect(plural.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/backend/translation', { language: 'kh', key: 'nope-id', value: 'x' })).json(),
    ).toMatchObject({
      statusCode: 400,
      message: 'key: nope-id is not the id of any UI message',
    });
    expect(
      (await call('POST', '/api/backend/translation', { language: 'fr', key: ADD_TO_CART, value: 'x' })).statusCode,
    ).toBe(400);
    expect(await storefront('kh')).toEqual({});
  });

  it('saves a change that the storefront serves at once, marks it correct, audits it, and drops it', async () => {
    const created = await call('POST', '/api/backend/translation', {
      language: 'kh',
      key: ADD_TO_CART,
      value: 'ដាក់ក្នុងកន្ត្រក!',
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({ language: 'kh', namespace: 'common', key: ADD_TO_CART, isCorrect: false });
    expect((await storefront('kh'))[ADD_TO_CART]).toBe('ដាក់ក្នុងកន្ត្រក!');
    expect(
      (await call('POST', '/api/backend/translation', { language: 'kh', key: ADD_TO_CART, value: 'x' })).statusCode,
    ).toBe(409);

    expect((await list('filter=changed&language=kh')).data.map((e: { key: string }) => e.key)).toEqual([ADD_TO_CART]);
    const marked = await call('PUT', `/api/backend/translation/isCorrect/${row.id}`, { isCorrect: true });
    expect(marked.json().data.isCorrect).toBe(true);
    expect(
      (await list('filter=unverified&language=kh&size=100')).data.map((e: { key: string }) => e.key),
    ).not.toContain(ADD_TO_CART);

    // A new text is no longer known to be correct.
    const changed = await call('PUT', `/api/backend/translation/${row.id}`, { value: 'ដាក់ចូលកន្ត្រក' });
    expect(changed.json().data).toMatchObject({ value: 'ដាក់ចូលកន្ត្រក', isCorrect: false });
    expect((await call('PUT', `/api/backend/translation/${row.id}`, { value: '{oops' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/backend/translation/999999', { value: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/backend/translation/isCorrect/999999', { isCorrect: true })).statusCode).toBe(404);

    expect((await call('DELETE', `/api/backend/translation/${row.id}`)).statusCode).toBe(200);
    expect(await storefront('kh')).toEqual({});
    expect((await auditOf(row.id)).map((r: { action: string }) => r.action)).toEqual([
      'create',
      'update',
      'update',
      // Dropping the staff text brings the built one back: an undo.
      'revert',
    ]);
  });

  it('applies several changes at once, all or none', async () => {
    const refused = await call('POST', '/api/backend/translation/multiple', {
      items: [
        { language: 'en', key: ADD_TO_CART, value: 'Put in cart' },
        { language: 'kh', key: PLURAL, value: '{0, plural, other {# x}' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^items\/1\/value is not a valid ICU message/);
    expect(await storefront('en')).toEqual({});

    const applied = await call('POST', '/api/backend/translation/multiple', {
      items: [
        { language: 'en', key: ADD_TO_CART, value: 'Put in cart' },
        { language: 'kh', key: PLURAL, isCorrect: true },
      ],
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject([
      { value: 'Put in cart', isCorrect: false },
      { language: 'kh', isCorrect: true },
    ]);
    expect(await storefront('en')).toEqual({ [ADD_TO_CART]: 'Put in cart' });
    // Marking a built text correct keeps the built text: it is not "changed by staff".
    const plural = (await list(`search=${PLURAL}&language=kh`)).data[0];
    expect(plural.texts.kh).toMatchObject({ isCorrect: true, changed: false });
    const summary = (await call('GET', '/api/backend/translation/language')).json().data;
    expect(summary.map((l: { code: string }) => l.code)).toEqual(['en', 'kh']);
    expect(summary[0]).toMatchObject({ changed: 1, missing: 0 });
    expect(summary[1]).toMatchObject({ correct: 1, changed: 0 });
    expect(
      (await call('POST', '/api/backend/translation/multiple', { items: [{ language: 'kh', key: PLURAL }] }))
        .statusCode,
    ).toBe(400);
  });

  it('exports a .po file and imports it back: unchanged entries stay, changed ones apply, bad text refuses the file', async () => {
    const exported = await call('GET', '/api/backend/translation?format=po&language=kh');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/x-gettext-translation');
    const entries = parsePo(exported.body);
    expect(entries.length).toBeGreaterThan(300);
    const cart = entries.find((e) => e.msgid === 'Add to cart')!;
    expect(cart.fuzzy).toBe(true);

    const roundTrip = await call('POST', '/api/backend/translation/multiple?language=kh', exported.body, {
      'content-type': 'text/x-gettext-translation',
    });
    expect(roundTrip.statusCode, roundTrip.body).toBe(200);
    expect(roundTrip.json().data).toEqual({ changed: 0, unchanged: entries.length, skipped: [] });

    const edited = writePo('kh', [
      { msgid: 'Add to cart', msgstr: 'បន្ថែមទៅកន្ត្រក' },
      { msgid: 'No such message here', msgstr: 'x' },
    ]);
    const imported = await call('POST', '/api/backend/translation/multiple?language=kh', edited, {
      'content-type': 'text/x-gettext-translation',
    });
    expect(imported.json().data).toEqual({ changed: 1, unchanged: 0, skipped: ['No such message here'] });
    expect((await storefront('kh'))[ADD_TO_CART]).toBe('បន្ថែមទៅកន្ត្រក');

    const broken = writePo('kh', [{ msgid: 'Add to cart', msgstr: 'បន្ថែម {count' }]);
    const refused = await call('POST', '/api/backend/translation/multiple?language=kh', broken, {
      'content-type': 'text/x-gettext-translation',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^msgstr of "Add to cart" is not a valid ICU message/);
    expect((await storefront('kh'))[ADD_TO_CART]).toBe('បន្ថែមទៅកន្ត្រក');
  });
});
