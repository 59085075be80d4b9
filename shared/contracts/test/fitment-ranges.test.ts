import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupFitments, rangeOf, yearSpan, type FitmentRow } from '../src/fitment-ranges.ts';

const toyota = { id: 1, name: 'Toyota' };
const honda = { id: 2, name: 'Honda' };
const camry = { id: 10, name: 'Camry' };
const corolla = { id: 11, name: 'Corolla' };
const civic = { id: 20, name: 'Civic' };
let nextId = 1;
const fit = (
  brand: FitmentRow['brand'],
  model: FitmentRow['model'],
  year: number,
  position = 'Rear',
  note: string | null = null,
): FitmentRow => ({
  id: nextId++,
  year: { id: year, value: year },
  brand,
  model,
  position,
  note,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('groupFitments', () => {
  it('joins consecutive years of one brand, model, position and note into one range', () => {
    const fits = [2013, 2010, 2015, 2011, 2012, 2014].map((year) => fit(toyota, camry, year));
    const ranges = groupFitments(fits);
    expect(ranges).toHaveLength(1);
    expect(ranges[0]).toMatchObject({
      brand: toyota,
      model: camry,
      position: 'Rear',
      note: null,
      yearFrom: 2010,
      yearTo: 2015,
    });
    expect(ranges[0]!.fits.map((f) => f.year.value)).toEqual([2010, 2011, 2012, 2013, 2014, 2015]);
    expect(yearSpan(ranges[0]!)).toBe('2010–2015');
  });

  it('splits on a gap in the years, another position, another note or another model', () => {
    const fits = [
      fit(toyota, camry, 2010),
      fit(toyota, camry, 2011),
      fit(toyota, camry, 2013),
      fit(toyota, camry, 2011, 'Front'),
      fit(toyota, camry, 2012, 'Rear', '2.5 L only'),
      fit(toyota, corolla, 2012),
      fit(honda, civic, 2012),
    ];
    const ranges = groupFitments(fits).map(
      (r) => `${r.brand.name} ${r.model.name} ${yearSpan(r)}, ${r.position}${r.note ? ` (${r.note})` : ''}`,
    );
    expect(ranges).toEqual([
      'Honda Civic 2012, Rear',
      'Toyota Camry 2010–2011, Rear',
      'Toyota Camry 2011, Front',
      'Toyota Camry 2012, Rear (2.5 L only)',
      'Toyota Camry 2013, Rear',
      'Toyota Corolla 2012, Rear',
    ]);
  });

  it("orders names alphabetically whatever their case, without the browser's collation (slow to load at start)", () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    const collator = vi.spyOn(Intl, 'Collator');
    const brands = ['mazda', 'BMW', 'Bentley', 'Audi'].map((name, index) => ({ id: 100 + index, name }));
    const ranges = groupFitments(brands.map((brand) => fit(brand, camry, 2012)));
    expect(ranges.map((range) => range.brand.name)).toEqual(['Audi', 'Bentley', 'BMW', 'mazda']);
    expect(localeCompare).not.toHaveBeenCalled();
    expect(collator).not.toHaveBeenCalled();
  });

  it('answers nothing for no fitments, and finds the range a fitment belongs to', () => {
    expect(groupFitments([])).toEqual([]);
    const fits = [fit(toyota, camry, 2010), fit(toyota, camry, 2011), fit(toyota, camry, 2014)];
    expect(rangeOf(fits, fits[1]!.id)?.fits.map((f) => f.id)).toEqual([fits[0]!.id, fits[1]!.id]);
    expect(rangeOf(fits, 999_999)).toBeUndefined();
  });
});
