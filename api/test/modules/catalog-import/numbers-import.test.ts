// The cross-reference numbers CSV (import/export kind `numbers`, issue 36 §3) on real PostgreSQL with the demo
// catalogue: the dry run writes nothing and names every bad line with its code, applying writes the rest with one
// audit entry per part (as the part page's edit), an export imported again changes nothing, and a supplier may not
// import or export numbers (the catalogue's numbers are the admins', decisions.md "Catalogue").
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../../support/app.ts';
import { databaseFingerprint } from '../../support/database-fingerprint.ts';
import { createAccount, type TestAccount } from '../../support/identity.ts';

let t: TestApp;
let db: pg.Client;
let admin: TestAccount;
let supplier: TestAccount;
let first: { id: number; part_number: string };
let second: { id: number; part_number: string };
beforeAll(async () => {
  t = await startTestApp();
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  admin = await createAccount(t.app, { type: 'ADMIN' });
  supplier = await createAccount(t.app, { type: 'SUPPLIER' });
  // Two parts without numbers yet, each alone under its part number.
  [first, second] = (
    await db.query(
      `select id, part_number from part p where not exists (select 1 from part_number n where n.part_id = p.id)
       and (select count(*) from part o where o.part_number_key = p.part_number_key) = 1 order by id limit 2`,
    )
  ).rows;
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

const post = (url: string, csv: string, who: TestAccount = admin) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(who.token), 'content-type': 'text/csv' }, payload: csv });
const dryRun = (csv: string, who?: TestAccount) => post('/api/backend/import/numbers/dry-run', csv, who);
const apply = (csv: string, who?: TestAccount) => post('/api/backend/import/numbers', csv, who);
const exportCsv = (who: TestAccount = admin) =>
  t.app.inject({ method: 'GET', url: '/api/backend/export/numbers', headers: bearer(who.token) });
const csv = (...lines: string[][]) => lines.map((cells) => cells.join(',')).join('\r\n');
const HEADER = ['part_number', 'kind', 'number'];
const numbersOf = async (partId: number) =>
  (await db.query('select kind, number from part_number where part_id = $1 order by position, id', [partId])).rows;

describe('numbers import', () => {
  it('is refused to a supplier: no dry run, no import, no export, nothing written', async () => {
    const before = await databaseFingerprint(db);
    const file = csv(HEADER, [first.part_number, 'OEM', '04465-0K090']);
    expect((await dryRun(file, supplier)).statusCode).toBe(403);
    expect((await apply(file, supplier)).statusCode).toBe(403);
    expect((await exportCsv(supplier)).statusCode).toBe(403);
    expect(await databaseFingerprint(db)).toEqual(before);
  });

  it('rejects exactly the bad lines with their code, writes nothing on the dry run, the rest on apply', async () => {
    const file = csv(
      HEADER,
      [first.part_number, 'OEM', '04465-0K090'], // 2 kept
      ['NO-SUCH-PART-9', 'OEM', '12345'], // 3 unknown part
      [first.part_number, 'GENUINE', '12345'], // 4 unknown kind
      [first.part_number, 'AFTERMARKET', first.part_number.toLowerCase()], // 5 the part's own number
      [first.part_number, 'oem', '04465 0K090'], // 6 line 2 again, written otherwise
      [first.part_number, 'AFTERMARKET', '0986#494'], // 7 a character a number cannot hold
      [first.part_number, 'REPLACED_BY', '04465-0K091'], // 8 kept
      [first.part_number, 'REPLACED_BY', '04465-0K092'], // 9 a second replacement
      [second.part_number, 'REPLACES', ''], // 10 number missing
      [second.part_number, 'REPLACES', 'A1', 'extra'], // 11 one cell too many
      [second.part_number, 'REPLACES', 'OLD-0001'], // 12 kept
    );
    const before = await databaseFingerprint(db);
    const dry = await dryRun(file);
    expect(dry.statusCode).toBe(200);
    const report = dry.json().data;
    expect(report).toMatchObject({ kind: 'numbers', applied: false, rows: 11, add: 3, update: 0, unchanged: 0 });
    expect(report.rejected.map((row: { line: number; code: string }) => [row.line, row.code])).toEqual([
      [3, 'UNKNOWN_PART'],
      [4, 'NUMBER_KIND_UNKNOWN'],
      [5, 'NUMBER_OWN'],
      [6, 'DUPLICATE_ROW'],
      [7, 'NUMBER_INVALID'],
      [9, 'REPLACED_BY_TWICE'],
      [10, 'REQUIRED'],
      [11, 'CELL_COUNT'],
    ]);
    expect(report.rejected.find((row: { line: number }) => row.line === 4)).toMatchObject({
      column: 'kind',
      value: 'GENUINE',
    });
    expect(await databaseFingerprint(db)).toEqual(before);

    const applied = (await apply(file)).json().data;
    expect(applied).toMatchObject({ applied: true, add: 3, update: 0 });
    expect(applied.rejected).toEqual(report.rejected);
    expect(await numbersOf(first.id)).toEqual([
      { kind: 'OEM', number: '04465-0K090' },
      { kind: 'REPLACED_BY', number: '04465-0K091' },
    ]);
    expect(await numbersOf(second.id)).toEqual([{ kind: 'REPLACES', number: 'OLD-0001' }]);
    // The part page reads them.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/backend/part/${first.id}/numbers`,
      headers: bearer(admin.token),
    });
    expect(page.json().data.numbers.map((n: { number: string }) => n.number)).toEqual(['04465-0K090', '04465-0K091']);

    // One audit entry per part changed, worded as the part page's edit of its numbers.
    const audit = (
      await db.query(
        `select entity, entity_id, action, changes, note_code from audit_entry
         where actor_id = $1 and entity = 'part' order by entity_id`,
        [admin.id],
      )
    ).rows;
    expect(audit).toEqual([
      {
        entity: 'part',
        entity_id: first.id,
        action: 'update',
        changes: [{ field: 'numbers', from: [], to: ['OEM 04465-0K090', 'REPLACED_BY 04465-0K091'] }],
        note_code: 'CSV_IMPORT',
      },
      {
        entity: 'part',
        entity_id: second.id,
        action: 'update',
        changes: [{ field: 'numbers', from: [], to: ['REPLACES OLD-0001'] }],
        note_code: 'CSV_IMPORT',
      },
    ]);
  });

  it('takes a known number written otherwise as an update, keeps the list order, and rejects another replacement', async () => {
    const file = csv(
      HEADER,
      [first.part_number, 'OEM', '044650K090'],
      [first.part_number, 'AFTERMARKET', 'BOSCH 0 986 494 001'],
      [first.part_number, 'REPLACED_BY', '04465-0K099'],
    );
    const applied = (await apply(file)).json().data;
    expect(applied).toMatchObject({ add: 1, update: 1, unchanged: 0 });
    expect(applied.rejected.map((row: { line: number; code: string }) => [row.line, row.code])).toEqual([
      [4, 'REPLACED_BY_TWICE'],
    ]);
    expect(await numbersOf(first.id)).toEqual([
      { kind: 'OEM', number: '044650K090' },
      { kind: 'REPLACED_BY', number: '04465-0K091' },
      { kind: 'AFTERMARKET', number: 'BOSCH 0 986 494 001' },
    ]);
    const [last] = (
      await db.query(
        `select changes from audit_entry where entity = 'part' and entity_id = $1 order by id desc limit 1`,
        [first.id],
      )
    ).rows;
    expect(last.changes).toEqual([
      {
        field: 'numbers',
        from: ['OEM 04465-0K090', 'REPLACED_BY 04465-0K091'],
        to: ['OEM 044650K090', 'REPLACED_BY 04465-0K091', 'AFTERMARKET BOSCH 0 986 494 001'],
      },
    ]);
  });

  it('exports what it imports: the export imported again changes nothing and exports the same', async () => {
    const exported = await exportCsv();
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('part_number,kind,number');
    expect(lines).toContain(`${first.part_number},AFTERMARKET,BOSCH 0 986 494 001`);
    const total = (await db.query('select count(*)::int as n from part_number')).rows[0].n as number;
    expect(lines.length - 1).toBe(total);

    const before = await databaseFingerprint(db);
    const report = (await dryRun(exported.body)).json().data;
    expect(report).toMatchObject({ rows: total, add: 0, update: 0, unchanged: total, rejected: [] });
    const applied = (await apply(exported.body)).json().data;
    expect(applied).toMatchObject({ applied: true, add: 0, update: 0, rejected: [] });
    expect(await databaseFingerprint(db)).toEqual(before);
    expect((await exportCsv()).body).toBe(exported.body);
  });

  it('gives a template with the header and example rows', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/backend/export/numbers?template=true',
      headers: bearer(admin.token),
    });
    expect(
      template.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual(['part_number,kind,number', 'EXAMPLE-0001,OEM,04465-0K090']);
  });
});
