// The import's reading of a file and of single cells, without a database: line numbers across quoted line breaks,
// the formula guard of our own exports undone, prices, quantities, positions and year spans.
import { describe, expect, it } from 'vitest';
import {
  readPosition,
  readPrice,
  readQuantity,
  readYears,
  splitList,
} from '../../../src/modules/catalog-import/cells.ts';
import { locateColumns, readCsv } from '../../../src/modules/catalog-import/csv-table.ts';

describe('readCsv', () => {
  it("keeps each row's first line, across quoted line breaks, blank lines and a byte-order mark", () => {
    const table = readCsv('\uFEFFpart_number,note\r\nA,"two\r\nlines"\r\n\r\nB,\'-minus\r\n,,\r\nC,"say ""hi"""\r\n');
    expect(table.header).toEqual(['part_number', 'note']);
    expect(table.rows).toEqual([
      { line: 2, cells: ['A', 'two\r\nlines'] },
      { line: 5, cells: ['B', '-minus'] },
      { line: 7, cells: ['C', 'say "hi"'] },
    ]);
  });

  it('refuses a file whose quotes never close, and an empty one', () => {
    expect(() => readCsv('a,b\n"x,1\n')).toThrow(expect.objectContaining({ statusCode: 400, code: 'CSV_MALFORMED' }));
    expect(() => readCsv('\n\n')).toThrow(expect.objectContaining({ code: 'CSV_EMPTY' }));
  });

  it('finds columns whatever their case, and names an unknown or missing one', () => {
    expect([...locateColumns(['Part Number', 'NAME'], ['part_number', 'name'], ['part_number'])]).toEqual([
      ['part_number', 0],
      ['name', 1],
    ]);
    expect(() => locateColumns(['part_number', 'colour'], ['part_number'], [])).toThrow(
      expect.objectContaining({ code: 'CSV_UNKNOWN_COLUMN', field: 'colour' }),
    );
    expect(() => locateColumns(['name'], ['part_number', 'name'], ['part_number'])).toThrow(
      expect.objectContaining({ code: 'CSV_MISSING_COLUMN', field: 'part_number' }),
    );
  });
});

describe('cells', () => {
  it('reads prices exactly, with at most two decimals', () => {
    expect(readPrice('12.5')).toEqual({ ok: true, value: '12.50' });
    expect(readPrice('0')).toEqual({ ok: true, value: '0.00' });
    expect(readPrice('9999999999.99')).toEqual({ ok: true, value: '9999999999.99' });
    expect(readPrice('1.999')).toMatchObject({ ok: false, code: 'PRICE_DECIMALS' });
    expect(readPrice('10000000000')).toMatchObject({ ok: false, code: 'PRICE_TOO_LARGE' });
    for (const bad of ['-1', '1,50', '$3', '1e3', 'abc'])
      expect(readPrice(bad)).toMatchObject({ ok: false, code: 'PRICE_INVALID' });
  });

  it('reads quantities as whole numbers, never below zero', () => {
    expect(readQuantity('0')).toEqual({ ok: true, value: 0 });
    expect(readQuantity('-4')).toMatchObject({ ok: false, code: 'STOCK_NEGATIVE' });
    for (const bad of ['1.5', 'ten', '2147483648'])
      expect(readQuantity(bad)).toMatchObject({ ok: false, code: 'STOCK_INVALID' });
  });

  it('reads positions whatever their case', () => {
    expect(readPosition('front left')).toEqual({ ok: true, value: 'Front Left' });
    expect(readPosition('Roof')).toMatchObject({ ok: false, code: 'UNKNOWN_POSITION' });
  });

  it('reads a year, a range (in one cell or two) and a list', () => {
    expect(readYears('2012', '')).toEqual({ ok: true, value: [2012] });
    expect(readYears('2010-2012', '')).toEqual({ ok: true, value: [2010, 2011, 2012] });
    expect(readYears('2010', '2012')).toEqual({ ok: true, value: [2010, 2011, 2012] });
    expect(readYears('2010|2014|2010', '')).toEqual({ ok: true, value: [2010, 2014] });
    expect(readYears('2015', '2010')).toMatchObject({ ok: false, code: 'YEAR_RANGE_BACKWARDS' });
    expect(readYears('2015-2010', '')).toMatchObject({ ok: false, code: 'YEAR_RANGE_BACKWARDS' });
    expect(readYears('15', '')).toMatchObject({ ok: false, code: 'YEAR_INVALID' });
    expect(splitList(' Camry | Corolla ||Camry')).toEqual(['Camry', 'Corolla']);
  });
});
