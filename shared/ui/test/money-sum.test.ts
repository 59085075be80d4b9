import { describe, expect, it } from 'vitest';
import { sumMoney, sumRiel } from '../src/riel.ts';

describe('sumMoney', () => {
  it('adds dollar amounts exactly, where binary floats would not', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['25', '3.5', '1.25'])).toBe('29.75');
    expect(sumMoney(['90071992547409.99', '0.01'])).toBe('90071992547410.00');
    expect(sumMoney([])).toBe('0.00');
  });

  it('refuses anything that is not a plain amount of cents', () => {
    expect(() => sumMoney(['1.005'])).toThrow(RangeError);
    expect(() => sumMoney(['-1'])).toThrow(RangeError);
  });

  it('goes with sumRiel: each total is the sum of what it lists', () => {
    expect(sumRiel(['102500', '14400', '4100'])).toBe('121000');
  });
});
