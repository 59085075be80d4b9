import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { decodeVin, vinCheckDigit, vinModelYear, WMI_MAKERS, type VinMaker } from '../src/vin.ts';

// An independent generator (npm vin-generator, CommonJS): random VINs from real prefixes (North American, Japanese,
// Korean, European) with their check digit.
const { generateVin } = createRequire(import.meta.url)('vin-generator') as { generateVin(): string };

const NOW = new Date('2026-11-24T00:00:00Z');

/**
 * Real VIN patterns per maker (WMI and vehicle descriptor of a real model, a made-up serial). The check digits were
 * computed outside this code base (a separate script) and the first two are the published examples of 49 CFR 565 / ISO 3779.
 */
const REAL_PATTERNS: { vin: string; maker: VinMaker | null; year: number; vehicle: string }[] = [
  { vin: '1HGCM82633A004352', maker: 'Honda', year: 2003, vehicle: 'Honda Accord 2003 (published example)' },
  {
    vin: '1M8GDM9AXKP042788',
    maker: null,
    year: 1989,
    vehicle: 'Motor Coach Industries bus (published example, check digit X)',
  },
  { vin: '4T1BF1FK5FU123456', maker: 'Toyota', year: 2015, vehicle: 'Toyota Camry 2015, Kentucky' },
  { vin: '5TDZA23C84S123456', maker: 'Toyota', year: 2004, vehicle: 'Toyota Sienna 2004, Indiana' },
  { vin: '2T1BURHE9FC123456', maker: 'Toyota', year: 2015, vehicle: 'Toyota Corolla 2015, Ontario' },
  { vin: 'JTHBK1GGXF2123456', maker: 'Lexus', year: 2015, vehicle: 'Lexus ES 350 2015, Japan' },
  { vin: '2T2BZMCA0KC123456', maker: 'Lexus', year: 2019, vehicle: 'Lexus RX 350 2019, Ontario' },
  { vin: '5FNRL6H7XKB123456', maker: 'Honda', year: 2019, vehicle: 'Honda Odyssey 2019, Alabama' },
  { vin: 'KMHDH4AE8FU123456', maker: 'Hyundai', year: 2015, vehicle: 'Hyundai Elantra 2015, Korea' },
  { vin: '5NPE24AF1FH123456', maker: 'Hyundai', year: 2015, vehicle: 'Hyundai Sonata 2015, Alabama' },
  { vin: 'KNAFX4A68F5123456', maker: 'Kia', year: 2015, vehicle: 'Kia Forte 2015, Korea' },
  { vin: '5XYPG4A30GG123456', maker: 'Kia', year: 2016, vehicle: 'Kia Sorento 2016, Georgia' },
  { vin: '1FTFW1EF2EF123456', maker: 'Ford', year: 2014, vehicle: 'Ford F-150 2014, Michigan' },
  { vin: '3FA6P0H75DR123456', maker: 'Ford', year: 2013, vehicle: 'Ford Fusion 2013, Mexico' },
  { vin: '1N4AL3AP1FC123456', maker: 'Nissan', year: 2015, vehicle: 'Nissan Altima 2015, Tennessee' },
  { vin: '5N1AR2MN0FC123456', maker: 'Nissan', year: 2015, vehicle: 'Nissan Pathfinder 2015, Tennessee' },
  { vin: 'JM1BM1V74F1123456', maker: 'Mazda', year: 2015, vehicle: 'Mazda3 2015, Japan' },
  { vin: '3MZBM1V74FM123456', maker: 'Mazda', year: 2015, vehicle: 'Mazda3 2015, Mexico' },
  { vin: '4A4AP3AUXFE123456', maker: 'Mitsubishi', year: 2015, vehicle: 'Mitsubishi Outlander Sport 2015, Illinois' },
  { vin: 'JA4AZ3A35FZ123456', maker: 'Mitsubishi', year: 2015, vehicle: 'Mitsubishi Outlander 2015, Japan' },
  { vin: '4S2CK58W44S123456', maker: 'Isuzu', year: 2004, vehicle: 'Isuzu Rodeo 2004, Indiana' },
];

describe('decodeVin: real VIN patterns per maker', () => {
  it.each(REAL_PATTERNS)('$vehicle: $vin', ({ vin, maker, year }) => {
    const decoded = decodeVin(vin, NOW);
    expect(decoded).toMatchObject({ valid: true, maker, year, checkDigit: { matches: true } });
  });

  it('knows a maker for every brand the shop sells', () => {
    const makers = new Set(Object.values(WMI_MAKERS));
    for (const brand of [
      'Toyota',
      'Lexus',
      'Honda',
      'Hyundai',
      'Kia',
      'Ford',
      'Nissan',
      'Mazda',
      'Mitsubishi',
      'Isuzu',
    ])
      expect(makers).toContain(brand);
  });

  it('reads Lexus from JTH/JTJ and Toyota from every other JT prefix', () => {
    expect(decodeVin('JTHBK1GGXF2123456', NOW).valid && decodeVin('JTHBK1GGXF2123456', NOW)).toMatchObject({
      maker: 'Lexus',
    });
    expect(decodeVin('JTDKN3DU0A0123456', NOW)).toMatchObject({ valid: true, maker: 'Toyota' });
  });
});

describe('decodeVin: the independent generator (vin-generator)', () => {
  it('accepts 2,000 generated VINs with their check digit and one of the two years their code stands for', () => {
    for (let run = 0; run < 2000; run += 1) {
      const vin = generateVin();
      const decoded = decodeVin(vin, NOW);
      if (!decoded.valid) throw new Error(`${vin}: ${decoded.problem}`);
      expect(decoded.checkDigit, vin).toEqual({ expected: vin.charAt(8), matches: true });
      expect(decoded.yearCandidates, vin).toContain(decoded.year);
      expect(decoded.northAmerican, vin).toBe(/^[1-5]/.test(vin));
      // In North America position 7 settles which of the two years the code stands for.
      if (decoded.northAmerican) expect(decoded.year >= 2010, vin).toBe(/[A-Z]/.test(vin.charAt(6)));
    }
  });

  it('flags every generated VIN whose check digit was changed', () => {
    for (let run = 0; run < 500; run += 1) {
      const vin = generateVin();
      const other = vin.charAt(8) === '0' ? '1' : '0';
      const decoded = decodeVin(vin.slice(0, 8) + other + vin.slice(9), NOW);
      const northAmerican = /^[1-5]/.test(vin);
      expect(decoded, vin).toMatchObject({
        valid: true,
        checkDigitBinding: northAmerican,
        checkDigit: { expected: vin.charAt(8), matches: false },
      });
    }
  });
});

describe('decodeVin: the model year cycle', () => {
  it('uses position 7 in North America: a digit for 1980-2009, a letter for 2010-2039', () => {
    expect(vinModelYear('1HGCM82633A004352', NOW)?.year).toBe(2003);
    expect(vinModelYear('1HGCM8H633A004352', NOW)?.year).toBe(2033);
    expect(vinModelYear('1HGCM82600A004352', NOW)).toBeNull();
    expect(vinModelYear('4T1BF1FK5AU123456', NOW)).toEqual({ year: 2010, candidates: [1980, 2010] });
    expect(vinModelYear('4T1BF1FK59U123456', NOW)).toEqual({ year: 2039, candidates: [2009, 2039] });
  });

  it('elsewhere takes the most recent year that is not beyond next year', () => {
    // S: 1995 or 2025.
    expect(vinModelYear('JT2AE09B0S0123456', NOW)?.year).toBe(2025);
    expect(vinModelYear('JT2AE09B0S0123456', new Date('2020-06-01T00:00:00Z'))?.year).toBe(1995);
    // T: 1996 or 2026; V: 1997 or 2027 (a next year's model is already on sale).
    expect(vinModelYear('JT2AE09B0T0123456', NOW)?.year).toBe(2026);
    expect(vinModelYear('JT2AE09B0V0123456', NOW)?.year).toBe(2027);
    expect(vinModelYear('JT2AE09B0W0123456', NOW)?.year).toBe(1998);
    expect(vinModelYear('JT2AE09B090123456', NOW)?.year).toBe(2009);
  });

  it('skips I, O, Q, U, Z and 0 as year codes', () => {
    for (const code of ['U', 'Z', '0'])
      expect(decodeVin(`JT2AE09B0${code}0123456`, NOW)).toMatchObject({
        valid: false,
        problem: 'yearCode',
        position: 10,
      });
  });
});

describe('decodeVin: malformed VINs and the check digit', () => {
  it('wants 17 characters, ignoring spaces, dashes and case', () => {
    expect(decodeVin('1HGCM82633A00435', NOW)).toMatchObject({ valid: false, problem: 'length' });
    expect(decodeVin(' 1hgcm82633-a004352 ', NOW)).toMatchObject({ valid: true, vin: '1HGCM82633A004352' });
  });

  it('refuses I, O and Q and names the position', () => {
    expect(decodeVin('1HGCM82633A00435O', NOW)).toMatchObject({ valid: false, problem: 'character', position: 17 });
    expect(decodeVin('IHGCM82633A004352', NOW)).toMatchObject({ valid: false, problem: 'character', position: 1 });
    expect(decodeVin('1HGCM8Q633A004352', NOW)).toMatchObject({ valid: false, problem: 'character', position: 7 });
  });

  it('computes the check digit, X for ten', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
  });

  it('binds the check digit in North America and only warns elsewhere', () => {
    expect(decodeVin('1HGCM82643A004352', NOW)).toMatchObject({
      valid: true,
      checkDigitBinding: true,
      checkDigit: { expected: '3', matches: false },
    });
    const japanese = decodeVin('JTDKN3DU0A0123456', NOW);
    expect(japanese).toMatchObject({ valid: true, northAmerican: false, checkDigitBinding: false });
  });

  it('answers null for a maker the shop does not sell', () => {
    expect(decodeVin('WBA3A5C50DF123456', NOW)).toMatchObject({ valid: true, maker: null, year: 2013 });
  });
});
