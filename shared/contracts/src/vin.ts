// Find by VIN: decodes what a 17-character Vehicle Identification Number (ISO 3779, 49 CFR 565) tells offline, the
// model year (position 10) and the maker (the WMI, positions 1-3, for the makers the shop sells), and checks the check
// digit (position 9) where it is binding. Pure TypeScript with no dependency, so the storefront decodes as the shopper
// types (loaded lazily with the garage) and the API could check the same rules.

/** The makers the shop sells vehicle parts for (the seeded brands, by their catalogue name). */
export type VinMaker =
  'Toyota' | 'Lexus' | 'Honda' | 'Hyundai' | 'Kia' | 'Ford' | 'Nissan' | 'Mazda' | 'Mitsubishi' | 'Isuzu';

/**
 * World manufacturer identifiers of those makers. Mostly three characters; a two-character key stands for every
 * WMI it starts (Toyota's JT*) unless a longer key says otherwise (JTH and JTJ are Lexus). Sources: the makers' own
 * VIN decoding guides and the SAE WMI register as published by NHTSA's vPIC (checked against real VINs in the tests).
 */
export const WMI_MAKERS: Readonly<Record<string, VinMaker>> = {
  // Toyota: Japan, USA (4T*, 5T*), Canada (2T1, 2T3), NUMMI (1NX), Thailand, Indonesia, Turkey, UK, France, South Africa, Brazil, Argentina.
  JT: 'Toyota',
  '4T1': 'Toyota',
  '4T3': 'Toyota',
  '4T4': 'Toyota',
  '5TB': 'Toyota',
  '5TD': 'Toyota',
  '5TE': 'Toyota',
  '5TF': 'Toyota',
  '2T1': 'Toyota',
  '2T3': 'Toyota',
  '1NX': 'Toyota',
  '3TM': 'Toyota',
  MR0: 'Toyota',
  MR1: 'Toyota',
  MR2: 'Toyota',
  MHF: 'Toyota',
  NMT: 'Toyota',
  SB1: 'Toyota',
  VNK: 'Toyota',
  AHT: 'Toyota',
  '9BR': 'Toyota',
  '8AJ': 'Toyota',
  '6T1': 'Toyota',
  // Lexus: Japan, Canada (2T2), USA (58A).
  JTH: 'Lexus',
  JTJ: 'Lexus',
  '2T2': 'Lexus',
  '58A': 'Lexus',
  // Honda: Japan, USA, Canada, Mexico, UK, Thailand, Indonesia, China, Brazil.
  JHM: 'Honda',
  JHL: 'Honda',
  JHG: 'Honda',
  '1HG': 'Honda',
  '5FN': 'Honda',
  '5J6': 'Honda',
  '2HG': 'Honda',
  '2HK': 'Honda',
  '2HJ': 'Honda',
  '3HG': 'Honda',
  SHH: 'Honda',
  SHS: 'Honda',
  MRH: 'Honda',
  MHR: 'Honda',
  LUC: 'Honda',
  '93H': 'Honda',
  // Hyundai: Korea, USA (Alabama), India, Turkey, Czechia, China.
  KMH: 'Hyundai',
  KM8: 'Hyundai',
  KMF: 'Hyundai',
  '5NP': 'Hyundai',
  '5NM': 'Hyundai',
  MAL: 'Hyundai',
  NLH: 'Hyundai',
  TMA: 'Hyundai',
  LBE: 'Hyundai',
  // Kia: Korea, USA (Georgia), Mexico, Slovakia, China.
  KNA: 'Kia',
  KNC: 'Kia',
  KND: 'Kia',
  KNE: 'Kia',
  '5XX': 'Kia',
  '5XY': 'Kia',
  '3KP': 'Kia',
  U5Y: 'Kia',
  U6Y: 'Kia',
  LJD: 'Kia',
  // Ford: USA, Canada, Mexico, Germany, UK, India, Thailand, Australia, Turkey, South Africa, Brazil, Argentina, China.
  '1FA': 'Ford',
  '1FB': 'Ford',
  '1FC': 'Ford',
  '1FD': 'Ford',
  '1FM': 'Ford',
  '1FT': 'Ford',
  '2FA': 'Ford',
  '2FM': 'Ford',
  '2FT': 'Ford',
  '3FA': 'Ford',
  '3FE': 'Ford',
  WF0: 'Ford',
  SFA: 'Ford',
  MAJ: 'Ford',
  MNB: 'Ford',
  MNC: 'Ford',
  '6FP': 'Ford',
  NM0: 'Ford',
  AFA: 'Ford',
  '9BF': 'Ford',
  '8AF': 'Ford',
  LVS: 'Ford',
  // Nissan: Japan, USA, Mexico, UK, Spain, Thailand, India.
  JN1: 'Nissan',
  JN6: 'Nissan',
  JN8: 'Nissan',
  '1N4': 'Nissan',
  '1N6': 'Nissan',
  '5N1': 'Nissan',
  '3N1': 'Nissan',
  '3N6': 'Nissan',
  '3N8': 'Nissan',
  SJN: 'Nissan',
  VSK: 'Nissan',
  MNT: 'Nissan',
  MDH: 'Nissan',
  // Mazda: Japan, USA (AutoAlliance), Mexico, Thailand, China.
  JM1: 'Mazda',
  JM3: 'Mazda',
  JM7: 'Mazda',
  JMZ: 'Mazda',
  '1YV': 'Mazda',
  '4F2': 'Mazda',
  '4F4': 'Mazda',
  '3MZ': 'Mazda',
  '3MD': 'Mazda',
  '3MV': 'Mazda',
  MM0: 'Mazda',
  MM6: 'Mazda',
  MM7: 'Mazda',
  MM8: 'Mazda',
  LVR: 'Mazda',
  // Mitsubishi: Japan, USA (Illinois), Thailand, Australia.
  JA3: 'Mitsubishi',
  JA4: 'Mitsubishi',
  JA7: 'Mitsubishi',
  JMB: 'Mitsubishi',
  JMY: 'Mitsubishi',
  '4A3': 'Mitsubishi',
  '4A4': 'Mitsubishi',
  ML3: 'Mitsubishi',
  MMA: 'Mitsubishi',
  MMB: 'Mitsubishi',
  MMC: 'Mitsubishi',
  MMT: 'Mitsubishi',
  '6MM': 'Mitsubishi',
  // Isuzu: Japan, USA (Subaru-Isuzu Automotive), Thailand.
  JAA: 'Isuzu',
  JAB: 'Isuzu',
  JAC: 'Isuzu',
  JAL: 'Isuzu',
  '4S1': 'Isuzu',
  '4S2': 'Isuzu',
  '4S6': 'Isuzu',
  MPA: 'Isuzu',
  MP1: 'Isuzu',
};

export const VIN_LENGTH = 17;

/** I, O and Q are never used (they read as 1 and 0). */
const VIN_CHARACTER = /^[A-HJ-NPR-Z0-9]$/;

/** Letter values for the check digit (49 CFR 565.15): A-H 1-8, J-R 1-9 skipping O and Q, S-Z 2-9. */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * Position 10 codes in order, one a year from 1980 (A) to 2009 (9), then again from 2010 (A) to 2039 (9): a 30-year
 * cycle. I, O, Q, U, Z and 0 are not year codes.
 */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const CYCLE = YEAR_CODES.length;
const FIRST_CYCLE_START = 1980;

/** Why a text is not a VIN at all (the storefront words each in the shopper's language). */
export type VinProblem = 'length' | 'character' | 'yearCode';

export type VinDecoded =
  | {
      valid: false;
      vin: string;
      problem: VinProblem;
      /** 1-based position of the first bad character. */ position?: number;
    }
  | {
      valid: true;
      vin: string;
      wmi: string;
      /** The maker when the WMI is one of the shop's makers, else null (the shopper then picks the brand). */
      maker: VinMaker | null;
      year: number;
      /** Both readings of the year code, the older first (the shopper may correct an unlucky guess). */
      yearCandidates: readonly [number, number];
      northAmerican: boolean;
      /** The computed check digit and whether position 9 matches it. */
      checkDigit: { expected: string; matches: boolean };
      /**
       * A check digit that does not match is an error on a North American VIN (the digit is mandatory there) and only a
       * warning elsewhere (many makers outside North America do not use it).
       */
      checkDigitBinding: boolean;
    };

/** Uppercases and drops spaces and dashes, the way people copy VINs from papers. */
export function normalizeVin(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

/** The check digit (0-9 or X) of a 17-character VIN; position 9 itself does not count (its weight is 0). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index += 1) {
    const character = vin.charAt(index);
    const value = /\d/.test(character) ? Number(character) : (TRANSLITERATION[character] ?? 0);
    sum += value * (WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** WMIs starting 1-5 are assigned to North America (USA 1, 4, 5; Canada 2; Mexico 3), where the check digit is binding. */
export function isNorthAmericanVin(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

export function vinMaker(vin: string): VinMaker | null {
  return WMI_MAKERS[vin.slice(0, 3)] ?? WMI_MAKERS[vin.slice(0, 2)] ?? null;
}

/**
 * The model year from position 10. In North America position 7 settles the 30-year ambiguity (a digit for 1980-2009,
 * a letter for 2010-2039, per 49 CFR 565.15 for passenger cars and light trucks). Elsewhere the later reading wins unless
 * it is beyond next year: a model year may run one year ahead of the calendar (a 2027 model sold in 2026).
 */
export function vinModelYear(
  vin: string,
  now: Date = new Date(),
): { year: number; candidates: [number, number] } | null {
  const offset = YEAR_CODES.indexOf(vin.charAt(9));
  if (offset < 0) return null;
  const older = FIRST_CYCLE_START + offset;
  const newer = older + CYCLE;
  const candidates: [number, number] = [older, newer];
  if (isNorthAmericanVin(vin)) return { year: /\d/.test(vin.charAt(6)) ? older : newer, candidates };
  return { year: newer <= now.getUTCFullYear() + 1 ? newer : older, candidates };
}

/** Decodes what the VIN tells; `valid: false` names the first problem. */
export function decodeVin(text: string, now: Date = new Date()): VinDecoded {
  const vin = normalizeVin(text);
  if (vin.length !== VIN_LENGTH) return { valid: false, vin, problem: 'length' };
  const bad = [...vin].findIndex((character) => !VIN_CHARACTER.test(character));
  if (bad >= 0) return { valid: false, vin, problem: 'character', position: bad + 1 };
  const year = vinModelYear(vin, now);
  if (!year) return { valid: false, vin, problem: 'yearCode', position: 10 };
  const expected = vinCheckDigit(vin);
  const northAmerican = isNorthAmericanVin(vin);
  return {
    valid: true,
    vin,
    wmi: vin.slice(0, 3),
    maker: vinMaker(vin),
    year: year.year,
    yearCandidates: year.candidates,
    northAmerican,
    checkDigit: { expected, matches: vin.charAt(8) === expected },
    checkDigitBinding: northAmerican,
  };
}

/** Whether a text is a well-formed VIN (17 characters, no I, O or Q, a year code); the check digit is not required. */
export function isWellFormedVin(text: string): boolean {
  return decodeVin(text).valid;
}
