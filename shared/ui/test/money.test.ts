import { describe, expect, it } from 'vitest';
import { formatCount, formatMinorUnits, formatMoney, formatRiel } from '../src/money.ts';

describe('formatMoney', () => {
  it('writes a leading currency sign and thousands separators', () => {
    expect(formatMoney('1234567')).toBe('$1,234,567');
    expect(formatMoney('0')).toBe('$0');
  });

  it('shows two decimals only when the amount has cents', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('12.05')).toBe('$12.05');
    expect(formatMoney('12.00')).toBe('$12');
  });

  it('is exact where binary floats are not', () => {
    // 0.1 + 0.2 and 1.005 * 100 go wrong with floats; the strings here never become floats.
    expect(formatMoney('0.30')).toBe('$0.30');
    expect(formatMoney('1.005')).toBe('$1.01');
    expect(formatMoney('90071992547409.99')).toBe('$90,071,992,547,409.99');
  });

  it('rounds beyond two decimals half away from zero', () => {
    expect(formatMoney('2.344')).toBe('$2.34');
    expect(formatMoney('2.345')).toBe('$2.35');
    expect(formatMoney('-2.345')).toBe('-$2.35');
    expect(formatMoney('0.999')).toBe('$1');
  });

  it('puts the minus before the sign and takes other signs', () => {
    expect(formatMoney('-12.5')).toBe('-$12.50');
    expect(formatMoney('4100', { sign: '៛' })).toBe('៛4,100');
  });

  it('refuses anything that is not a decimal string', () => {
    expect(() => formatMoney('1e3')).toThrow(RangeError);
    expect(() => formatMoney('abc')).toThrow(RangeError);
    expect(() => formatMoney('')).toThrow(RangeError);
  });
});

describe('formatMinorUnits', () => {
  it('formats integer cents', () => {
    expect(formatMinorUnits(123450)).toBe('$1,234.50');
    expect(formatMinorUnits(100)).toBe('$1');
    expect(formatMinorUnits(-5)).toBe('-$0.05');
    expect(formatMinorUnits(12345678901234567890n)).toBe('$123,456,789,012,345,678.90');
  });

  it('refuses fractional minor units', () => {
    expect(() => formatMinorUnits(12.5)).toThrow(RangeError);
  });
});

describe('formatRiel', () => {
  it('writes whole riel with the riel sign in front', () => {
    expect(formatRiel('51300')).toBe('៛51,300');
    expect(formatRiel('0')).toBe('៛0');
  });
});

describe('formatCount', () => {
  it('groups a count like an amount, without a sign or decimals', () => {
    expect([0, 7, 999, 1000, 1234567, -4321].map(formatCount)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '1,234,567',
      '-4,321',
    ]);
  });
  it('refuses what is not a whole count', () => {
    expect(() => formatCount(1.5)).toThrow(RangeError);
    expect(() => formatCount(Number.NaN)).toThrow(RangeError);
  });
});
