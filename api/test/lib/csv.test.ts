// The formula guard of every CSV export (lib/csv.ts, the one cell writer): a file opened in a spreadsheet, whatever
// the separator its locale or import dialog picks, shows no cell that the spreadsheet would run as a formula, and the
// catalogue import reads our own export back as the same values (issue 33).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvField, csvLine } from '../../src/lib/csv.ts';
import { readCsv } from '../../src/modules/catalog-import/csv-table.ts';
import { bearer, startTestApp, type TestApp } from '../support/app.ts';
import { createAccount, type TestAccount } from '../support/identity.ts';

/** Text that tries to run as a formula: at the start, after spaces, after a separator, full-width, DDE. */
const ATTACKS = [
  '=1+1',
  '+1+1',
  '-1+1',
  '@SUM(1+1)',
  '   =1+1',
  '\u00a0=1+1',
  '\u3000=1+1',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  '\tplain',
  '\rplain',
  'x;=1+1',
  'x; =1+1',
  'x,=1+1',
  'x\t=1+1',
  'x|=1+1',
  '\uFF1D1+1',
  '\uFF0B1+1',
  '\uFF0D1+1',
  '\uFF20SUM(1)',
  ' \uFF1D1+1',
  '\uFE661+1',
  "=cmd|' /C calc'!A0",
  "x;=cmd|' /C calc'!A0",
  "'=1+1",
  '=HYPERLINK("http://evil.example","click")',
];

const SEPARATORS = [',', ';', '\t', '|'];
const FORMULA_START = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63]/;

/** The cells a spreadsheet makes of one line with `separator`: quotes respected (RFC 4180), nothing else. */
function spreadsheetCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === separator) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell);
  return cells;
}

/** The attacks whose export some spreadsheet would run: a cell (not starting with `'`) that starts as a formula, or with a tab or CR. */
function formulasIn(written: (attack: string) => string): string[] {
  return ATTACKS.filter((attack) => {
    const line = written(attack).replace(/\r\n$/, '');
    return SEPARATORS.some((separator) =>
      spreadsheetCells(line, separator).some((cell) => FORMULA_START.test(cell) || /^[\t\r]/.test(cell)),
    );
  });
}

describe('csvField', () => {
  it('leaves no cell a spreadsheet would run as a formula, whatever the separator', () => {
    expect(formulasIn((attack) => csvLine(['id', attack, 'end']))).toEqual([]);
  });

  it('reads back as the same values through the catalogue import', () => {
    const file = `name,value\r\n${ATTACKS.map((attack) => csvLine(['row', attack])).join('')}`;
    const read = readCsv(file).rows.map((row) => row.cells[1]);
    expect(read).toEqual(ATTACKS);
  });

  it('writes numbers and plain text as they are', () => {
    expect(csvLine([12, -3.5, 'Brake pad', null, true])).toBe('12,-3.5,Brake pad,,true\r\n');
    expect(csvField('a "quoted" word')).toBe('"a ""quoted"" word"');
  });
});

describe('an export through the API', () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createAccount(t.app, { type: 'ADMIN' });
  });
  afterAll(() => t?.close());

  it('guards names an admin typed, in the file a spreadsheet opens', async () => {
    const names = ATTACKS.filter((attack) => !/^\s|\s$/.test(attack)).map((attack, i) => `${attack} #${i}#`);
    for (const name of names) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/backend/unit-type',
        headers: bearer(admin.token),
        payload: { name },
      });
      expect(created.statusCode, name).toBe(201);
    }
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/backend/unit-type?format=csv',
      headers: bearer(admin.token),
    });
    expect(exported.statusCode).toBe(200);
    const lines = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    const rows = names.map((_, i) => lines.find((line) => line.includes(` #${i}#`)));
    expect(rows.filter((row) => row === undefined)).toEqual([]);
    const running = rows.filter((row) =>
      SEPARATORS.some((separator) => spreadsheetCells(row!, separator).some((cell) => FORMULA_START.test(cell))),
    );
    expect(running).toEqual([]);
  });
});
