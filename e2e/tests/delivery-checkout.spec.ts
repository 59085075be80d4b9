import { e2eOrigin } from './support/compose.ts';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { demoAdmin } from '../../api/src/seeders/demo-accounts.ts';
import {
  call,
  findVehicle,
  partsFromTwoSuppliers,
  moveOrder,
  registerShopper,
  signInToken,
  type Named,
  type PartToBuy,
} from './support/shop-api.ts';

// Delivery priced before checkout (issue 38 §2) on the composed app. The admin adds a district of its own to each of two
// provinces with a zone of its own (unique names, deleted afterwards: the demo's zones are never touched, so other
// specs see the shop as they expect); the shopper's addresses name those districts. A new shopper with
// parts of two suppliers in the cart sees the cart's estimate for the default address (Phnom Penh), then at checkout
// chooses the Siem Reap address, pickup at the store for one supplier's part and cash on delivery for the other's.
// The totals of checkout, the order and each part's invoice include the fees; the figures expected are read from the
// API's own quote, dollars exact and riel the sum of the riel listed.

interface QuotedOption {
  option: string;
  fee: string;
  feeKhr: string;
}
interface QuotedPart {
  supplier: Named;
  options: QuotedOption[];
  pickup: { name: string; address: string | null } | null;
  cashOnDelivery: { allowed: boolean; fee: string; feeKhr: string };
}
interface Cart {
  lines: {
    stockId: number;
    unit: { id: number };
    quantity: number;
    supplier: Named;
    lineTotal: string;
    lineTotalKhr: string;
  }[];
  total: string;
  totalKhr: string;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const grouped = (whole: number) => whole.toLocaleString('en-US');
/** Dollars as the shop writes them: "$25" for a whole amount, "$12.50" otherwise. */
const dollars = (value: number) =>
  value % 100 === 0
    ? `$${grouped(value / 100)}`
    : `$${grouped(Math.floor(value / 100))}.${String(value % 100).padStart(2, '0')}`;
const riel = (value: number) => `៛${grouped(value)}`;

/**
 * A zone of this spec's own: a district made for this run (a unique name) in the province, its zone shipping by road
 * in 1-3 days for `fee`, cash on delivery for `codFee`, never free. A district zone takes precedence over its
 * province's, and an address whose text names the district is in it, so the demo's zones are neither read nor
 * changed. The returned function deletes the zone, then the district.
 */
async function ownZone(
  request: APIRequestContext,
  adminToken: string,
  locationId: number,
  name: string,
  fee: string,
  codFee: string,
) {
  const auth = { authorization: `Bearer ${adminToken}` };
  const district = await call<{ id: number }>(request, 'POST', '/api/backend/district', {
    token: adminToken,
    data: { locationId, name, nameKh: 'ស្រុកសាកល្បង' },
  });
  const removeDistrict = async () => {
    const response = await request.delete(`/api/backend/district/${district.id}`, { headers: auth });
    expect(response.ok(), `district ${district.id} removed`).toBe(true);
  };
  try {
    const zone = await call<{ id: number }>(request, 'POST', '/api/backend/delivery-zone', {
      token: adminToken,
      data: {
        locationId,
        districtId: district.id,
        freeAbove: null,
        codAllowed: true,
        codFee,
        active: true,
        options: [{ option: 'Ground Way', daysMin: 1, daysMax: 3, bands: [{ upToGrams: null, fee }] }],
      },
    });
    return async () => {
      const response = await request.delete(`/api/backend/delivery-zone/${zone.id}`, { headers: auth });
      expect(response.ok(), `zone ${zone.id} removed`).toBe(true);
      await removeDistrict();
    };
  } catch (error) {
    await removeDistrict();
    throw error;
  }
}

async function quote(request: APIRequestContext, token: string, userLocationId: number, cart: Cart) {
  return call<{ parts: QuotedPart[]; outsideZones: boolean }>(request, 'POST', '/api/frontend/delivery/quote', {
    token,
    data: {
      userLocationId,
      lines: cart.lines.map((line) => ({ stockId: line.stockId, itemUnitId: line.unit.id, quantity: line.quantity })),
    },
  });
}

const partCard = (page: Page, supplierId: number) =>
  page.locator(`[data-testid="checkout-part"][data-supplier-id="${supplierId}"]`);

test('two suppliers quoted to two provinces: one part picked up, the other cash on delivery, fees in the order and invoices', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const adminToken = await signInToken(request, demoAdmin.email, demoAdmin.password);
  const provinces = await call<Named[]>(request, 'GET', '/api/frontend/location');
  const phnomPenh = provinces.find((province) => province.name === 'Phnom Penh')!;
  const siemReap = provinces.find((province) => province.name === 'Siem Reap')!;
  const run = Date.now().toString(36);
  const homeDistrict = `Delivery Home ${run}`;
  const hotelDistrict = `Delivery Hotel ${run}`;
  const removeZones: (() => Promise<void>)[] = [];
  try {
    removeZones.push(await ownZone(request, adminToken, phnomPenh.id, homeDistrict, '2.00', '1.00'));
    removeZones.push(await ownZone(request, adminToken, siemReap.id, hotelDistrict, '4.50', '1.50'));
    const shopper = await registerShopper(request, 'Dara Delivery');
    // The default address (Home, Phnom Penh) and a hotel in Siem Reap, each in this spec's district.
    const [home] = await call<{ id: number }[]>(request, 'GET', '/api/frontend/user-location', {
      token: shopper.token,
    });
    await call(request, 'PUT', `/api/frontend/user-location/${home!.id}`, {
      token: shopper.token,
      data: { address: `Street 271, ${homeDistrict}` },
    });
    const hotel = await call<{ id: number }>(request, 'POST', '/api/frontend/user-location', {
      token: shopper.token,
      data: { locationId: siemReap.id, label: 'Hotel', address: `Sivatha Road, ${hotelDistrict}`, isDefault: false },
    });
    const camry = await findVehicle(request, 'Toyota', 'Camry', 2015);
    const [first, second] = (await partsFromTwoSuppliers(request, camry, 2)) as [PartToBuy, PartToBuy];
    for (const part of [first, second])
      await call(request, 'POST', '/api/frontend/cart', {
        token: shopper.token,
        data: { stockId: part.offer.stockId, quantity: 1 },
      });
    const cart = await call<Cart>(request, 'GET', '/api/frontend/cart', { token: shopper.token });
    const picked = first.offer.supplier;
    const shipped = second.offer.supplier;

    await page.addInitScript((token) => window.localStorage.setItem('token', token), shopper.token);

    // The cart: the estimate for the default address, Phnom Penh, each part by road at $2.
    await page.goto('/en/cart');
    await expect(page.getByTestId('delivery-estimate-place')).toHaveText('To Home, Phnom Penh');
    await expect(page.getByTestId('delivery-estimate-part')).toHaveCount(2);
    await expect(page.getByTestId('delivery-estimate-total-usd')).toHaveText('$4');

    // Checkout to the Siem Reap address: re-quoted there.
    await page.getByTestId('go-to-checkout').click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await expect(page.getByTestId('checkout-part')).toHaveCount(2);
    await page.getByRole('radio', { name: /Hotel/ }).check();
    const siemReapQuote = await quote(request, shopper.token, hotel.id, cart);
    expect(siemReapQuote.outsideZones).toBe(false);
    const shippedQuote = siemReapQuote.parts.find((part) => part.supplier.id === shipped.id)!;
    const road = shippedQuote.options.find((option) => option.option === 'Ground Way')!;
    expect(road.fee).toBe('4.50');
    await expect(partCard(page, shipped.id).locator('input[data-option="Ground Way"]')).toBeChecked();
    await expect(partCard(page, shipped.id)).toContainText('$4.50');

    // Pickup for one supplier's part (its store's address shown), cash on delivery for the other's.
    const pickupQuote = siemReapQuote.parts.find((part) => part.supplier.id === picked.id)!.pickup!;
    await partCard(page, picked.id).locator('input[data-option="STORE_PICKUP"]').check();
    await expect(partCard(page, picked.id).getByTestId('pickup-place')).toContainText(pickupQuote.name);
    await page.locator('[data-testid="checkout-payment-option"][data-kind="CASH"]').first().check();
    await expect(partCard(page, shipped.id).getByTestId('checkout-part-cod')).toContainText('$1.50');

    const goodsOf = (supplierId: number) =>
      cart.lines
        .filter((line) => line.supplier.id === supplierId)
        .reduce((sum, line) => sum + cents(line.lineTotal), 0);
    const goodsRielOf = (supplierId: number) =>
      cart.lines
        .filter((line) => line.supplier.id === supplierId)
        .reduce((sum, line) => sum + Number(line.lineTotalKhr), 0);
    const cod = shippedQuote.cashOnDelivery;
    const totalUsd = cents(cart.total) + cents(road.fee) + cents(cod.fee);
    const totalKhr = Number(cart.totalKhr) + Number(road.feeKhr) + Number(cod.feeKhr);
    await expect(page.getByTestId('checkout-delivery-total-usd')).toHaveText('$6');
    await expect(page.getByTestId('checkout-total-usd')).toHaveText(dollars(totalUsd));
    await expect(page.getByTestId('checkout-total-khr')).toHaveText(riel(totalKhr));
    await expect(page.getByTestId('checkout-submit')).toBeEnabled();
    await page.getByTestId('checkout-submit').click();

    // The confirmation and the order page: each part's way, the fees in the total.
    const confirmation = page.getByTestId('order-confirmation');
    await expect(confirmation.getByTestId('order-total-usd')).toHaveText(dollars(totalUsd));
    await expect(confirmation.getByTestId('order-total-khr')).toHaveText(riel(totalKhr));
    const orderId = Number(await confirmation.getAttribute('data-order-id'));
    await page.goto(`/en/orders/${orderId}`);
    await expect(page.getByTestId('order-total').getByTestId('amount-usd')).toHaveText(dollars(totalUsd));
    await expect(page.getByTestId('order-total').getByTestId('amount-khr')).toHaveText(riel(totalKhr));
    await expect(page.getByTestId('order-delivery-total').getByTestId('amount-usd')).toHaveText('$6');
    await expect(page.locator(`[data-testid="order-part-delivery"][data-supplier-id="${picked.id}"]`)).toHaveAttribute(
      'data-option',
      'STORE_PICKUP',
    );
    await expect(page.locator(`[data-testid="order-part-delivery"][data-supplier-id="${shipped.id}"]`)).toContainText(
      'Cash on delivery fee $1.50',
    );

    // Accepted, each part has its invoice: the picked-up part's is its goods, the shipped part's adds both fees.
    await moveOrder(request, adminToken, orderId, 'accepted');
    const invoices = await call<{ id: number; orderId: number; supplier: Named }[]>(
      request,
      'GET',
      '/api/frontend/invoice?status=ACCEPTED&size=100',
      { token: shopper.token },
    );
    const invoiceOf = (supplierId: number) =>
      invoices.find((invoice) => invoice.orderId === orderId && invoice.supplier.id === supplierId)!;

    await page.goto(`/en/invoices/${invoiceOf(shipped.id).id}`);
    const sheet = page.getByTestId('printable-invoice');
    await expect(sheet.getByTestId('invoice-delivery-fee')).toHaveAttribute('data-option', 'Ground Way');
    await expect(sheet.getByTestId('invoice-delivery-fee-usd')).toHaveText('$4.50');
    await expect(sheet.getByTestId('invoice-cod-fee-usd')).toHaveText('$1.50');
    await expect(sheet.getByTestId('invoice-total-usd')).toHaveText(
      dollars(goodsOf(shipped.id) + cents(road.fee) + cents(cod.fee)),
    );
    await expect(sheet.getByTestId('invoice-total-khr')).toHaveText(
      riel(goodsRielOf(shipped.id) + Number(road.feeKhr) + Number(cod.feeKhr)),
    );

    await page.goto(`/en/invoices/${invoiceOf(picked.id).id}`);
    await expect(sheet.getByTestId('invoice-delivery-fee')).toHaveAttribute('data-option', 'STORE_PICKUP');
    await expect(sheet.getByTestId('invoice-delivery-fee-usd')).toHaveText('$0');
    await expect(sheet.getByTestId('invoice-cod-fee')).toHaveCount(0);
    await expect(sheet.getByTestId('invoice-total-usd')).toHaveText(dollars(goodsOf(picked.id)));
    await expect(sheet.getByTestId('invoice-total-khr')).toHaveText(riel(goodsRielOf(picked.id)));

    // The staff order desk: each supplier's part with its way, the pickup store or the fees (USD and riel), on the
    // order page and on the shipped part's packing slip.
    const desk = await browser.newContext({ baseURL: e2eOrigin });
    try {
      const staff = await desk.newPage();
      await staff.addInitScript((token) => window.localStorage.setItem('token', token), adminToken);
      await staff.goto(`/en/admin/orders/${orderId}`);
      const pickupPart = staff.locator('[data-testid="part-delivery"][data-option="STORE_PICKUP"]');
      await expect(pickupPart).toBeVisible({ timeout: 45_000 });
      await expect(pickupPart.getByTestId('part-delivery-pickup')).toContainText(pickupQuote.name);
      const roadPart = staff.locator('[data-testid="part-delivery"][data-option="Ground Way"]');
      await expect(roadPart.getByTestId('part-delivery-way')).toHaveText('Delivery: By road (1–3 days)');
      await expect(roadPart.getByTestId('part-delivery-fee-usd')).toHaveText('$4.50');
      await expect(roadPart.getByTestId('part-delivery-fee-khr')).toHaveText(riel(Number(road.feeKhr)));
      await expect(roadPart.getByTestId('part-delivery-cod-fee-usd')).toHaveText('$1.50');
      await staff.goto(`/en/admin/orders/${orderId}/packing-slip/${shipped.id}`);
      const slip = staff.getByTestId('packing-slip');
      await expect(slip.getByTestId('part-delivery-cod-fee-usd')).toHaveText('$1.50', { timeout: 45_000 });
    } finally {
      await desk.close();
    }

    // On a 390 px phone the checkout's choices fit the screen (no sideways scroll).
    await page.setViewportSize({ width: 390, height: 844 });
    await call(request, 'POST', '/api/frontend/cart', {
      token: shopper.token,
      data: { stockId: first.offer.stockId, quantity: 1 },
    });
    await page.goto('/en/checkout');
    await expect(page.getByTestId('checkout-part')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    for (const remove of removeZones) await remove();
  }
});
