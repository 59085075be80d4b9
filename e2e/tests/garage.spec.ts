import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { call, findVehicle, registerShopper, type Vehicle } from './support/shop-api.ts';

// My garage and Find by VIN: a VIN typed in the header's garage decodes offline (year and maker), asks only for the
// model, and the saved vehicle makes every part say whether it fits it; signed out, the garage lives in the browser and
// moves into the account at sign-in. Expectations are read from the API.

/** A real Toyota Camry 2015 VIN pattern (Kentucky plant), right check digit. */
const CAMRY_2015_VIN = '4T1BF1FK5FU123456';
/** A Japanese Toyota 2010 VIN whose check digit is wrong (5 is right): outside North America that is only a warning. */
const TOYOTA_2010_JAPAN_VIN = 'JTDKN3DU0A0123456';

/** A part that fits the vehicle, and one that does not (it fits another model). */
async function partsFor(request: APIRequestContext, vehicle: Vehicle) {
  const body = (v: Vehicle, extra: object = {}) => ({
    data: { yearId: v.year.id, brandId: v.brand.id, modelId: v.model.id, size: 20, ...extra },
  });
  const [fitting] = await call<{ id: number }[]>(request, 'POST', '/api/frontend/dashboard', body(vehicle));
  const civic = await findVehicle(request, 'Honda', 'Civic', vehicle.year.value);
  const others = await call<{ id: number }[]>(request, 'POST', '/api/frontend/dashboard', body(civic));
  const alsoFitting = await call<{ id: number }[]>(
    request,
    'POST',
    '/api/frontend/dashboard',
    body(vehicle, { partIds: others.map((p) => p.id) }),
  );
  const notFitting = others.find((part) => !alsoFitting.some((p) => p.id === part.id));
  if (!fitting || !notFitting) throw new Error('the demo shop needs a part that fits and one that does not');
  return { fitting: fitting.id, notFitting: notFitting.id };
}

async function openGarage(page: Page) {
  await page.getByTestId('chosen-vehicle').click();
  await expect(page.getByTestId('garage-panel')).toBeVisible();
}

test('a VIN finds the vehicle, the model is picked, the garage keeps it and parts say whether they fit it', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'Dara Garage');
  const camry = await findVehicle(request, 'Toyota', 'Camry', 2015);
  const parts = await partsFor(request, camry);
  await page.addInitScript((token) => window.localStorage.setItem('token', token), shopper.token);
  await page.goto('/en');
  await openGarage(page);
  await page.getByTestId('vin-input').fill(CAMRY_2015_VIN);
  await expect(page.getByTestId('vin-decoded')).toHaveText('Model year 2015, made by Toyota');
  await expect(page.getByTestId('vin-check-digit')).toHaveCount(0);
  await page.getByTestId('vin-model').selectOption({ label: 'Camry' });
  await page.getByTestId('vin-save').click();
  await expect(page.getByTestId('vin-saved')).toBeVisible();
  await expect(page.getByTestId('garage-vehicle')).toHaveCount(1);
  await expect(page.getByTestId('chosen-vehicle')).toHaveText('Toyota Camry 2015');

  const garage = await call<{ vin: string | null; model: { name: string }; year: number }[]>(
    request,
    'GET',
    '/api/frontend/garage',
    { token: shopper.token },
  );
  expect(garage).toEqual([
    expect.objectContaining({ vin: CAMRY_2015_VIN, model: expect.objectContaining({ name: 'Camry' }), year: 2015 }),
  ]);

  await page.goto(`/en/part/${parts.fitting}`);
  await expect(page.getByTestId('vehicle-fit').first()).toHaveText('Fits your Toyota Camry 2015');
  await page.goto(`/en/part/${parts.notFitting}`);
  await expect(page.getByTestId('vehicle-fit').first()).toHaveText('Does not fit your Toyota Camry 2015');
  // Cards say it too (the home page's featured parts).
  await page.goto('/en');
  await expect(page.getByTestId('product-card').first().getByTestId('vehicle-fit')).toContainText(
    'your Toyota Camry 2015',
  );

  // Removing it empties the account's garage.
  await openGarage(page);
  await page.getByTestId('garage-remove').click();
  await expect(page.getByTestId('garage-vehicle')).toHaveCount(0);
  await expect
    .poll(async () => (await call<unknown[]>(request, 'GET', '/api/frontend/garage', { token: shopper.token })).length)
    .toBe(0);
});

test('in Khmer, signed out: the VIN warns about its check digit, the browser keeps the vehicle, and sign-in moves it into the account', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'សុខា យានដ្ឋាន');
  const camry = await findVehicle(request, 'Toyota', 'Camry', 2010);
  const parts = await partsFor(request, camry);
  await page.goto('/kh');
  await openGarage(page);
  await page.getByTestId('vin-input').fill(TOYOTA_2010_JAPAN_VIN);
  await expect(page.getByTestId('vin-decoded')).toHaveText(`ឆ្នាំម៉ូដែល 2010 ផលិតដោយ ${camry.brand.nameKh}`);
  await expect(page.getByTestId('vin-check-digit')).toContainText('មិនត្រូវគ្នាទេ');
  await page.getByTestId('vin-model').selectOption({ label: camry.model.nameKh ?? camry.model.name });
  await page.getByTestId('vin-save').click();
  await expect(page.getByTestId('garage-vehicle')).toHaveCount(1);
  const guestGarage = () =>
    page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('vehicle') ?? '{}') as { state?: { guestGarage?: unknown[] } }).state
          ?.guestGarage?.length ?? 0,
    );
  expect(await guestGarage()).toBe(1);

  await page.goto(`/kh/part/${parts.fitting}`);
  await expect(page.getByTestId('vehicle-fit').first()).toHaveText(
    `ត្រូវនឹង ${camry.brand.nameKh} ${camry.model.nameKh ?? camry.model.name} 2010 របស់អ្នក`,
  );

  // Signed in the way the sign-in page leaves it (the token in local storage; the sign-in itself is identity.spec's).
  await page.evaluate((token) => localStorage.setItem('token', token), shopper.token);
  await page.reload();
  await expect
    .poll(async () =>
      (await call<{ vin: string | null }[]>(request, 'GET', '/api/frontend/garage', { token: shopper.token })).map(
        (v) => v.vin,
      ),
    )
    .toEqual([TOYOTA_2010_JAPAN_VIN]);
  await expect.poll(guestGarage).toBe(0);
  await openGarage(page);
  await expect(page.getByTestId('garage-vehicle')).toHaveCount(1);
  await expect(page.getByTestId('garage-vehicle')).toContainText(TOYOTA_2010_JAPAN_VIN);
});
