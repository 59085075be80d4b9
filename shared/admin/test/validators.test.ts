import { describe, expect, it } from 'vitest';
import { isBlank, isInteger, isNumber, isPhone } from '../src/validators.ts';

describe('the spec §5 validators', () => {
  it('blank is an empty string, null or undefined only', () => {
    expect([isBlank(''), isBlank(null), isBlank(undefined)]).toEqual([true, true, true]);
    expect([isBlank(' '), isBlank(0), isBlank('a'), isBlank(false)]).toEqual([false, false, false, false]);
  });

  it('integer is digits only, empty allowed', () => {
    expect(['', '0', '42', '007'].map((v) => isInteger(v))).toEqual([true, true, true, true]);
    expect(['-1', '1.5', '1e3', ' 1', 'abc'].map((v) => isInteger(v))).toEqual([false, false, false, false, false]);
  });

  it('number starts with 1-9, then digits or dots, optionally a comma and digits; zero only when allowed', () => {
    expect(['1', '12.50', '1.000.000', '1.000,25', ''].map((v) => isNumber(v))).toEqual([true, true, true, true, true]);
    expect(['0', '0.5', '01', '-1', '1,', ',5', 'a1'].map((v) => isNumber(v))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['0', '0.5'].map((v) => isNumber(v, { allowZero: true }))).toEqual([true, true]);
    expect(isNumber('00', { allowZero: true })).toBe(false);
  });

  it('phone is an optional leading 0 then digits only', () => {
    expect(['012345678', '12345678', ''].map((v) => isPhone(v))).toEqual([true, true, true]);
    expect(['+85512345678', '012 345 678', '012-345', 'abc'].map((v) => isPhone(v))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
