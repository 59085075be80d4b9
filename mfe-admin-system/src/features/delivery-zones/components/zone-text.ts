// A zone's weight bands and delivery days as staff type them in one line each: "2000=1.50, 10000=2.50, *=10.00"
// (grams up to which a fee applies, lightest first, "*" for anything heavier) and "1-2" (days, or one number).
// Pure, so the form and its test read and write them the same way; the API checks the bands' order again.
import type { DeliveryBand } from '@shop/contracts';

const MONEY = /^(?:0|[1-9]\d{0,7})(?:\.\d{1,2})?$/;

/** The bands written out, or null when the text is not bands (blank: the option is not offered, []). */
export function parseBands(text: string): { upToGrams: number | null; fee: string }[] | null {
  const parts = text
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const bands: { upToGrams: number | null; fee: string }[] = [];
  for (const part of parts) {
    const match = /^(\*|\d{1,9})\s*(?:g)?\s*=\s*\$?\s*(\S+)$/.exec(part);
    if (!match || !MONEY.test(match[2]!)) return null;
    const upToGrams = match[1] === '*' ? null : Number(match[1]);
    const previous = bands.at(-1);
    if (previous && (previous.upToGrams === null || (upToGrams !== null && upToGrams <= previous.upToGrams)))
      return null;
    bands.push({ upToGrams, fee: match[2]! });
  }
  return bands;
}

export const formatBands = (bands: readonly DeliveryBand[]): string =>
  bands.map((band) => `${band.upToGrams ?? '*'}=${band.fee}`).join(', ');

/** "1-2" -> [1, 2], "3" -> [3, 3]; null when not days (or the first is more than the second). */
export function parseDays(text: string): [number, number] | null {
  const match = /^\s*(\d{1,3})\s*(?:-\s*(\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  return low <= high ? [low, high] : null;
}

export const formatDays = (low: number, high: number): string => (low === high ? String(low) : `${low}-${high}`);
