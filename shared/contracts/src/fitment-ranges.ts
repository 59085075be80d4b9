// Fitments read as people write them: "Toyota Camry 2010–2015, Rear" instead of six rows. The back-office's
// fitment editor and the storefront's part page both show a part's fitments this way.

export interface FitmentRow {
  id: number;
  year: { id: number; value: number };
  brand: { id: number; name: string; nameKh?: string | null };
  model: { id: number; name: string; nameKh?: string | null };
  position: string;
  note: string | null;
}

export interface FitmentRange<F extends FitmentRow = FitmentRow> {
  brand: F['brand'];
  model: F['model'];
  position: string;
  note: string | null;
  yearFrom: number;
  yearTo: number;
  /** The fitments the range stands for, oldest year first. */
  fits: F[];
}

/**
 * Brand and model names in alphabetical order without the browser's collation: the first `localeCompare` (or
 * Intl.Collator) a page calls loads ICU's collation data, about 10 ms of main thread on a desktop and 40 ms at a
 * phone's speed, and the part page sorts its fitments while it draws (docs/storefront.md, "Main-thread work at
 * start"). The names compared are the Latin ones (the Khmer names are fields of their own) and the position and note,
 * for which letters compared without case, then as written, is the order people expect.
 */
function compareText(a: string, b: string): number {
  const [foldedA, foldedB] = [a.toLowerCase(), b.toLowerCase()];
  if (foldedA !== foldedB) return foldedA < foldedB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Groups fitments whose brand, model, position and note are the same and whose years follow each other without
 * a gap into one range each. Ranges come sorted by brand name, model name, first year, position.
 */
export function groupFitments<F extends FitmentRow>(fits: readonly F[]): FitmentRange<F>[] {
  const sameVehicleLine = (a: F, b: F) =>
    a.brand.id === b.brand.id &&
    a.model.id === b.model.id &&
    a.position === b.position &&
    (a.note ?? null) === (b.note ?? null);
  const sorted = [...fits].sort(
    (a, b) =>
      compareText(a.brand.name, b.brand.name) ||
      a.brand.id - b.brand.id ||
      compareText(a.model.name, b.model.name) ||
      a.model.id - b.model.id ||
      compareText(a.position, b.position) ||
      compareText(a.note ?? '', b.note ?? '') ||
      a.year.value - b.year.value,
  );
  const ranges: FitmentRange<F>[] = [];
  for (const fit of sorted) {
    const last = ranges.at(-1);
    const previous = last?.fits.at(-1);
    if (last && previous && sameVehicleLine(previous, fit) && fit.year.value <= last.yearTo + 1) {
      last.yearTo = Math.max(last.yearTo, fit.year.value);
      last.fits.push(fit);
    } else {
      ranges.push({
        brand: fit.brand,
        model: fit.model,
        position: fit.position,
        note: fit.note ?? null,
        yearFrom: fit.year.value,
        yearTo: fit.year.value,
        fits: [fit],
      });
    }
  }
  return ranges.sort(
    (a, b) =>
      compareText(a.brand.name, b.brand.name) ||
      compareText(a.model.name, b.model.name) ||
      a.yearFrom - b.yearFrom ||
      compareText(a.position, b.position),
  );
}

/** "2010–2015", or "2012" for a single year. */
export const yearSpan = (range: { yearFrom: number; yearTo: number }) =>
  range.yearFrom === range.yearTo ? String(range.yearFrom) : `${range.yearFrom}–${range.yearTo}`;

/** The range of `fitId` among `fits` (what editing or deleting a grouped row touches). */
export function rangeOf<F extends FitmentRow>(fits: readonly F[], fitId: number): FitmentRange<F> | undefined {
  return groupFitments(fits).find((range) => range.fits.some((fit) => fit.id === fitId));
}
