// The delivery zones screen (issue 38 §2): the zones listed in the reader's language (provinces, districts and
// shipping options worded, fees by weight band), and the bands as staff type them read and written back alike.
// The API is the contract-checked stand-in (@shop/ui/testing).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import {
  DeliveryZoneListQuery,
  DeliveryZoneView,
  DistrictListQuery,
  DistrictView,
  Location,
  SavedView,
  SavedViewQuery,
} from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import { ListOf, pageOf, Paged, signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/lib/i18n.ts';
import { DeliveryZonesPage } from '../src/features/delivery-zones/components/delivery-zones-page.tsx';
import { DistrictsPage } from '../src/features/districts/components/districts-page.tsx';
import { formatBands, parseBands, parseDays } from '../src/features/delivery-zones/components/zone-text.ts';
import { Page } from '../src/lib/page.tsx';

const phnomPenh: Location = { id: 1, code: 'KH-12', name: 'Phnom Penh', nameKh: 'ភ្នំពេញ', type: 'CAPITAL' };
const kandal: Location = { id: 2, code: 'KH-8', name: 'Kandal', nameKh: 'កណ្ដាល', type: 'PROVINCE' };
const zone: DeliveryZoneView = {
  id: 7,
  location: { id: 1, code: 'KH-12', name: 'Phnom Penh', nameKh: 'ភ្នំពេញ' },
  districtId: 3,
  district: 'Toul Kork',
  districtKh: 'ទួលគោក',
  freeAbove: '50.00',
  codAllowed: true,
  codFee: '0.50',
  options: [
    {
      option: 'Ground Way',
      daysMin: 0,
      daysMax: 1,
      bands: [
        { upToGrams: 2000, fee: '1.00' },
        { upToGrams: null, fee: '4.00' },
      ],
    },
  ],
  active: true,
  createdAt: '2026-12-07T00:00:00.000Z',
  updatedAt: '2026-12-07T00:00:00.000Z',
};
const toulKork: DistrictView = {
  id: 3,
  location: zone.location,
  name: 'Toul Kork',
  nameKh: 'ទួលគោក',
  createdAt: '2026-12-07T00:00:00.000Z',
  updatedAt: '2026-12-07T00:00:00.000Z',
};
/** More districts than one page holds (the API's largest page is 100): the last ones come on the second page. */
const manyDistricts: DistrictView[] = [
  toulKork,
  ...Array.from({ length: 130 }, (_, index) => ({
    ...toulKork,
    id: 100 + index,
    name: `Made-up ${index}`,
    nameKh: `ស្រុកសាកល្បង ${index}`,
  })),
];
const kandalDistrict: DistrictView = {
  ...toulKork,
  id: 9,
  location: { id: 2, code: 'KH-8', name: 'Kandal', nameKh: 'កណ្ដាល' },
  name: 'Ta Khmau',
  nameKh: 'តាខ្មៅ',
};
const api = withApiStandIn();
const asked: string[] = [];

function answerZones() {
  asked.length = 0;
  api.on(
    'GET /api/backend/delivery-zone',
    { response: Paged(DeliveryZoneView), query: DeliveryZoneListQuery },
    ({ path }) => {
      asked.push(path);
      return pageOf([zone]);
    },
  );
  api.on(
    'GET /api/backend/district',
    { response: Paged(DistrictView), query: DistrictListQuery },
    ({ path, query }) => {
      asked.push(query.size === 0 ? path : `${path}?${query}`);
      const all = [...manyDistricts, kandalDistrict];
      const locationId = query.get('locationId');
      const rows = locationId === null ? all : all.filter((row) => String(row.location.id) === locationId);
      return pageOf(rows, Number(query.get('size') ?? 25), Number(query.get('page') ?? 0));
    },
  );
  api.on('GET /api/frontend/location', { response: ListOf(Location) }, () => ({ data: [phnomPenh, kandal] }));
  api.on('GET /api/backend/view', { response: ListOf(SavedView), query: SavedViewQuery }, () => ({ data: [] }));
}

async function renderAt(locale: 'en' | 'kh', at: 'delivery-zones' | 'districts' = 'delivery-zones') {
  signIn();
  answerZones();
  await activateRouteLocale(locale);
  const element = at === 'districts' ? <DistrictsPage /> : <DeliveryZonesPage />;
  const router = createMemoryRouter([{ path: `/:locale/admin/${at}`, element: <Page>{element}</Page> }], {
    initialEntries: [`/${locale}/admin/${at}`],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the delivery zones screen', () => {
  it('reads /api/backend/delivery-zone and offers to add a zone, with a fee-by-weight field per shipping option', async () => {
    await renderAt('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a delivery zone' }));
    expect(await screen.findByText('By road: fees by weight')).toBeTruthy();
    expect(screen.getByText('By air: days to deliver')).toBeTruthy();
    expect(screen.getByText('Cash on delivery fee (USD)')).toBeTruthy();
    // The zone read is listed, its district a cell of its row.
    expect(await screen.findByRole('cell', { name: /Toul Kork/ })).toBeTruthy();
    expect(asked).toContain('/api/backend/delivery-zone');
  }, 30_000);

  it('is in Khmer on a Khmer page, the form included', async () => {
    await renderAt('kh');
    fireEvent.click(await screen.findByRole('button', { name: 'បន្ថែមតំបន់ដឹកជញ្ជូន' }));
    expect(await screen.findByText('តាមផ្លូវគោក៖ ថ្លៃតាមទម្ងន់')).toBeTruthy();
    expect(screen.queryByText('By road: fees by weight')).toBeNull();
  }, 30_000);

  it("chooses one of the chosen province's districts (every one of them), in the reader's language, or the whole province", async () => {
    await renderAt('kh');
    fireEvent.click(await screen.findByRole('button', { name: 'បន្ថែមតំបន់ដឹកជញ្ជូន' }));
    await screen.findByText('តាមផ្លូវគោក៖ ថ្លៃតាមទម្ងន់');
    // No province yet: no district is asked for.
    expect(asked.some((path) => path.startsWith('/api/backend/district'))).toBe(false);
    const input = (label: string | RegExp) =>
      screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT')!;
    fireEvent.click(input(/^ខេត្ត/));
    fireEvent.click(await screen.findByRole('option', { name: 'ភ្នំពេញ', hidden: true }));
    // The select lists the province's districts by their Khmer names once opened, the second page's too.
    const districtField = input('ស្រុក/ខណ្ឌ');
    fireEvent.click(districtField);
    expect(await screen.findByRole('option', { name: 'ស្រុកសាកល្បង 129', hidden: true })).toBeTruthy();
    const choices = within(document.getElementById(districtField.getAttribute('aria-controls')!)!);
    expect(choices.getByRole('option', { name: 'ទួលគោក', hidden: true })).toBeTruthy();
    expect(choices.getByRole('option', { name: 'ខេត្តទាំងមូល', hidden: true })).toBeTruthy();
    expect(choices.getAllByRole('option', { hidden: true })).toHaveLength(1 + manyDistricts.length);
    expect(screen.queryByText(/Toul Kork|តាខ្មៅ/)).toBeNull();
    expect(asked.filter((path) => path.startsWith('/api/backend/district')).sort()).toEqual([
      '/api/backend/district?locationId=1&page=0&size=100',
      '/api/backend/district?locationId=1&page=1&size=100',
    ]);
  }, 30_000);
});

describe('the districts screen', () => {
  it('reads /api/backend/district and adds a district to a province, in Khmer on a Khmer page', async () => {
    await renderAt('kh', 'districts');
    fireEvent.click(await screen.findByRole('button', { name: 'បន្ថែមស្រុក/ខណ្ឌ' }));
    expect(await screen.findAllByText('ឈ្មោះជាភាសាខ្មែរ')).not.toHaveLength(0);
    // The list is asked for beside the form (not necessarily before it opens).
    await waitFor(() => expect(asked.some((path) => path.startsWith('/api/backend/district'))).toBe(true));
    expect(screen.queryByText('Add a district')).toBeNull();
    expect(screen.queryByText('Name in Khmer')).toBeNull();
  }, 30_000);
});

describe('bands and days as staff type them', () => {
  it('reads bands lightest first with an open band last, and writes them back the same', () => {
    const bands = parseBands('2000=1.50, 10000 g = $2.5\n*=10');
    expect(bands).toEqual([
      { upToGrams: 2000, fee: '1.50' },
      { upToGrams: 10000, fee: '2.5' },
      { upToGrams: null, fee: '10' },
    ]);
    expect(formatBands(zone.options[0]!.bands)).toBe('2000=1.00, *=4.00');
    expect(parseBands(formatBands(zone.options[0]!.bands))).toEqual(zone.options[0]!.bands);
    expect(parseBands('')).toEqual([]);
  });

  it('refuses bands out of order, an open band before the last, and fees that are not money', () => {
    expect(parseBands('5000=3, 1000=1')).toBeNull();
    expect(parseBands('*=3, 1000=1')).toBeNull();
    expect(parseBands('1000=1.505')).toBeNull();
    expect(parseBands('heavy=3')).toBeNull();
  });

  it('reads days as a range or one number', () => {
    expect(parseDays('1-2')).toEqual([1, 2]);
    expect(parseDays(' 3 ')).toEqual([3, 3]);
    expect(parseDays('2-1')).toBeNull();
    expect(parseDays('soon')).toBeNull();
  });
});
