// The delivery choice rules on their own (src/features/checkout/utils/delivery-plan.ts): which way is in force, what
// cash on delivery adds, what keeps the order from being placed, and totals that add up in USD and in riel.
import { describe, expect, it } from 'vitest';
import type { DeliveryQuote, QuotedPart } from '@shop/contracts';
import { cheapestOption, planDelivery, STORE_PICKUP } from '../src/features/checkout/utils/delivery-plan.ts';

const pickup = { storeId: 70, name: 'Angkor store', nameKh: null, phone: null, address: 'Street 271' };

function quotedPart(supplierId: number, overrides: Partial<QuotedPart> = {}): QuotedPart {
  return {
    supplier: { id: supplierId, name: `Supplier ${supplierId}`, nameKh: null },
    goodsTotal: '25.00',
    goodsTotalKhr: '102600',
    weightGrams: 1200,
    freeAbove: null,
    free: false,
    options: [
      { option: 'Ground Way', fee: '1.50', feeKhr: '6200', daysMin: 1, daysMax: 2 },
      { option: 'Air Way', fee: '6.00', feeKhr: '24600', daysMin: 0, daysMax: 0 },
    ],
    pickup,
    cashOnDelivery: { allowed: true, fee: '1.00', feeKhr: '4100' },
    ...overrides,
  };
}

function quoteOf(parts: QuotedPart[], outsideZones = false): DeliveryQuote {
  return {
    location: { id: 1, code: 'KH-12', name: 'Phnom Penh', nameKh: 'ភ្នំពេញ' },
    district: null,
    zone: outsideZones ? null : { id: 10, district: null, districtKh: null },
    outsideZones,
    parts,
  };
}

const goods = { total: '42.50', totalKhr: '174400' };

describe('planDelivery', () => {
  it('takes the first way quoted for a part the shopper has not chosen for', () => {
    const plan = planDelivery(quoteOf([quotedPart(7), quotedPart(8)]), {}, 'BANK', goods);
    expect(plan.choices).toEqual([
      { supplierId: 7, option: 'Ground Way' },
      { supplierId: 8, option: 'Ground Way' },
    ]);
    expect(plan.ready).toBe(true);
    expect([plan.deliveryTotal, plan.deliveryTotalKhr]).toEqual(['3.00', '12400']);
    expect([plan.total, plan.totalKhr]).toEqual(['45.50', '186800']);
  });

  it('adds the COD fee to shipped parts paid in cash, never to a part picked up', () => {
    const plan = planDelivery(quoteOf([quotedPart(7), quotedPart(8)]), { 7: STORE_PICKUP }, 'CASH', goods);
    expect(plan.parts.map((part) => [part.choice, part.fee, part.codFee])).toEqual([
      ['STORE_PICKUP', '0.00', '0.00'],
      ['Ground Way', '1.50', '1.00'],
    ]);
    // Each total is the sum of what it lists: 42.50 + 1.50 + 1.00, and 174,400 + 6,200 + 4,100 riel.
    expect([plan.total, plan.totalKhr]).toEqual(['45.00', '184700']);
    expect(plan.choices).toEqual([
      { supplierId: 7, option: 'STORE_PICKUP' },
      { supplierId: 8, option: 'Ground Way' },
    ]);
  });

  it('refuses cash on delivery where the zone takes none, until paid by bank or picked up', () => {
    const noCod = quotedPart(7, { cashOnDelivery: { allowed: false, fee: '0.00', feeKhr: '0' } });
    expect(planDelivery(quoteOf([noCod]), {}, 'CASH', goods).parts[0]!.problem).toBe('cod-unavailable');
    expect(planDelivery(quoteOf([noCod]), {}, 'CASH', goods).ready).toBe(false);
    expect(planDelivery(quoteOf([noCod]), {}, 'BANK', goods).ready).toBe(true);
    expect(planDelivery(quoteOf([noCod]), { 7: STORE_PICKUP }, 'CASH', goods).ready).toBe(true);
  });

  it('outside every zone chooses nothing by itself: each part must be picked up', () => {
    const outside = quoteOf([quotedPart(7, { options: [] }), quotedPart(8, { options: [] })], true);
    const none = planDelivery(outside, {}, 'CASH', goods);
    expect(none.parts.map((part) => part.problem)).toEqual(['outside-zones', 'outside-zones']);
    expect(none.ready).toBe(false);
    expect(none.choices).toEqual([]);
    const one = planDelivery(outside, { 7: STORE_PICKUP }, 'CASH', goods);
    expect(one.parts.map((part) => part.problem)).toEqual([null, 'outside-zones']);
    expect(planDelivery(outside, { 7: STORE_PICKUP, 8: STORE_PICKUP }, 'CASH', goods).ready).toBe(true);
  });

  it('a part too heavy for every band can only be picked up; with its store closed, not ordered at all', () => {
    expect(planDelivery(quoteOf([quotedPart(7, { options: [] })]), {}, 'BANK', goods).parts[0]!.problem).toBe(
      'pickup-only',
    );
    const stuck = quotedPart(7, { options: [], pickup: null });
    expect(planDelivery(quoteOf([stuck]), { 7: STORE_PICKUP }, 'BANK', goods).parts[0]!.problem).toBe('no-way');
  });

  it('drops a choice the new quote no longer offers (another address) for the first way quoted', () => {
    const roadOnly = quotedPart(7, { options: [quotedPart(7).options[0]!] });
    const plan = planDelivery(quoteOf([roadOnly]), { 7: 'Air Way' }, 'BANK', goods);
    expect(plan.parts[0]!.choice).toBe('Ground Way');
  });

  it('a free part costs nothing to ship but still pays its COD fee', () => {
    const free = quotedPart(7, {
      free: true,
      freeAbove: '20.00',
      options: [{ option: 'Ground Way', fee: '0.00', feeKhr: '0', daysMin: 1, daysMax: 2 }],
    });
    const plan = planDelivery(quoteOf([free]), {}, 'CASH', goods);
    expect([plan.deliveryTotal, plan.deliveryTotalKhr]).toEqual(['1.00', '4100']);
  });

  it('says nothing can be ordered when no part is left', () => {
    expect(planDelivery(quoteOf([]), {}, 'CASH', goods).ready).toBe(false);
  });
});

describe('cheapestOption', () => {
  it('is the lowest fee, the first of equals, and null without options', () => {
    const part = quotedPart(7);
    expect(cheapestOption(part)?.option).toBe('Ground Way');
    expect(cheapestOption({ ...part, options: [...part.options].reverse() })?.option).toBe('Ground Way');
    expect(cheapestOption({ ...part, options: [] })).toBeNull();
  });
});
