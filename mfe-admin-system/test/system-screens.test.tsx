// Two of the system remote's main screens as staff use them (issue 34 §8): a reference screen (provinces: the kit's
// ReferenceScreen, as every reference list is) and the customers and dealers. What a person sees and can do, asked of
// the screens by role and label. The API is the contract-checked stand-in (@shop/ui/testing): every answer and every
// body is checked against @shop/contracts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import {
  AccountUser,
  AuditEntryView,
  ConfigurationListQuery,
  ConfigurationPatch,
  ConfigurationView,
  DealerApprovalBody,
  EnableBody,
  Envelope,
  Location,
  LocationBody,
  LocationUpdateBody,
  PageQuery,
  Paged,
  SavedView,
  SavedViewQuery,
  UserListQuery,
} from '@shop/contracts';
import { ListOf, pageOf, refuse, signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/lib/i18n.ts';
import { openRoutes } from '@shop/federation/testing/open-routes.tsx';
import { admin } from '../src/app/routes.tsx';

const api = withApiStandIn();

async function open(path: string, locale: 'en' | 'kh' = 'en') {
  signIn();
  await openRoutes(admin, `/${locale}/admin/${path}`, '/admin');
}

// A screen's first draw loads its lazy route and catalogues, which on a busy machine takes more than a second.
const rowOf = async (text: string) =>
  (await screen.findByRole('cell', { name: text }, { timeout: 10_000 })).closest('tr')!;
const savedViews = () =>
  api.on('GET /api/backend/view', { response: ListOf(SavedView), query: SavedViewQuery }, () => ({ data: [] }));

describe('the provinces (a reference screen)', { timeout: 30_000 }, () => {
  function answerProvinces() {
    const provinces: Location[] = [
      { id: 1, code: 'KH-12', name: 'Phnom Penh', nameKh: 'ភ្នំពេញ', type: 'CAPITAL' },
      { id: 17, code: 'KH-17', name: 'Siem Reap', nameKh: 'សៀមរាប', type: 'PROVINCE' },
    ];
    const created: unknown[] = [];
    savedViews();
    api.on('GET /api/backend/location', { response: Paged(Location), query: PageQuery }, () => pageOf(provinces));
    api.on(
      'POST /api/backend/location',
      { response: Envelope(Location), body: LocationBody, status: 201 },
      ({ body }) => {
        created.push(body);
        const row = { id: 30, ...(body as LocationBody) };
        provinces.push(row);
        return { data: row };
      },
    );
    api.on(
      'PUT /api/backend/location/:id',
      { response: Envelope(Location), body: LocationUpdateBody },
      ({ params, body }) => {
        const row = provinces.find((p) => p.id === Number(params.id))!;
        Object.assign(row, body);
        return { data: row };
      },
    );
    api.on('DELETE /api/backend/location/:id', { response: Envelope(Type.Null()) }, ({ params }) =>
      refuse(409, 'IN_USE', `Location ${params.id} is still used by 3 saved locations; remove those first`, {
        usedBy: ['3 saved locations'],
      }),
    );
    api.on('GET /api/backend/audit/:entity/:id', { response: Paged(AuditEntryView), query: PageQuery }, () =>
      pageOf([]),
    );
    return created;
  }

  it('lists the provinces with their names in both languages and their kind', async () => {
    answerProvinces();
    await open('provinces');
    expect(await screen.findByRole('heading', { name: 'Provinces' })).toBeTruthy();
    const row = await rowOf('Phnom Penh');
    expect(within(row).getByRole('cell', { name: 'KH-12' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: 'ភ្នំពេញ' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: 'Capital' })).toBeTruthy();
    expect(within(await rowOf('Siem Reap')).getByRole('cell', { name: 'Province' })).toBeTruthy();
  });

  it('adds a province: every missing field flagged at once, then saved as typed', async () => {
    const created = answerProvinces();
    await open('provinces');
    await rowOf('Phnom Penh');
    fireEvent.click(screen.getByRole('button', { name: 'Add a province' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a province' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required').length).toBeGreaterThanOrEqual(3));
    expect(created).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Code/ }), { target: { value: 'KH-11' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name\s*\*?$/ }), {
      target: { value: 'Mondulkiri' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name in Khmer/ }), {
      target: { value: 'មណ្ឌលគិរី' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(created).toEqual([{ code: 'KH-11', name: 'Mondulkiri', nameKh: 'មណ្ឌលគិរី', type: 'PROVINCE' }]),
    );
    expect(await rowOf('Mondulkiri')).toBeTruthy();
  });

  it('asks before deleting, and says why a province in use stays', async () => {
    answerProvinces();
    await open('provinces');
    fireEvent.click(within(await rowOf('Siem Reap')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Siem Reap?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This is still in use, so it cannot be deleted.')).toBeTruthy();
    expect(await rowOf('Siem Reap')).toBeTruthy();
  });

  it('reads in Khmer on a Khmer page', async () => {
    answerProvinces();
    await open('provinces', 'kh');
    const row = await rowOf('ភ្នំពេញ');
    expect(within(row).queryByRole('cell', { name: 'Capital' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Provinces' })).toBeNull();
  });
});

describe('the settings (configuration)', { timeout: 30_000 }, () => {
  function answerSettings() {
    const at = '2026-12-01T00:00:00.000Z';
    const settings: ConfigurationView[] = [
      {
        id: 1,
        key: 'contact.phone',
        value: '023 880 000',
        description: 'Customer service phone number',
        descriptionKh: 'លេខទូរស័ព្ទសេវាបម្រើអតិថិជន',
        isPublic: true,
        createdAt: at,
        updatedAt: at,
      },
      {
        id: 2,
        key: 'site.fax',
        value: '023 000',
        description: 'Fax number',
        descriptionKh: null,
        isPublic: false,
        createdAt: at,
        updatedAt: at,
      },
    ];
    const patches: unknown[] = [];
    savedViews();
    api.on(
      'GET /api/backend/configuration',
      { response: Paged(ConfigurationView), query: ConfigurationListQuery },
      () => pageOf(settings),
    );
    api.on(
      'PUT /api/backend/configuration/:id',
      { response: Envelope(ConfigurationView), body: ConfigurationPatch },
      ({ params, body }) => {
        patches.push(body);
        const row = settings.find((setting) => setting.id === Number(params.id))!;
        Object.assign(row, body);
        return { data: row };
      },
    );
    api.on('GET /api/backend/audit/:entity/:id', { response: Paged(AuditEntryView), query: PageQuery }, () =>
      pageOf([]),
    );
    return patches;
  }

  it('shows each description in the reader’s language: Khmer on a Khmer page, English where it has none', async () => {
    answerSettings();
    await open('configuration', 'kh');
    const row = await rowOf('contact.phone');
    expect(within(row).getByRole('cell', { name: 'លេខទូរស័ព្ទសេវាបម្រើអតិថិជន' })).toBeTruthy();
    expect(within(row).queryByRole('cell', { name: 'Customer service phone number' })).toBeNull();
    expect(within(await rowOf('site.fax')).getByRole('cell', { name: 'Fax number' })).toBeTruthy();
  });

  it('shows the English description on an English page, and lets staff write the Khmer one', async () => {
    const patches = answerSettings();
    await open('configuration');
    const row = await rowOf('site.fax');
    expect(
      within(await rowOf('contact.phone')).getByRole('cell', { name: 'Customer service phone number' }),
    ).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /site\.fax/ });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description in Khmer/ }), {
      target: { value: 'លេខទូរសារ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toEqual([expect.objectContaining({ descriptionKh: 'លេខទូរសារ' })]));
  });
});

describe('the customers and dealers', { timeout: 30_000 }, () => {
  const person = (id: number, fields: Partial<AccountUser>): AccountUser => ({
    id,
    type: 'CUSTOMER',
    name: `Person ${id}`,
    email: `p${id}@example.com`,
    phone: null,
    enabled: true,
    dealerApproved: false,
    supplierId: null,
    hasPassword: true,
    socialProviders: [],
    deletedAt: null,
    createdAt: '2026-12-01T08:00:00.000Z',
    ...fields,
  });

  function answerPeople() {
    const people = [
      person(21, { name: 'Sokha Chan', phone: '012 345 678' }),
      person(22, { name: 'Dara Motors', type: 'DEALER' }),
    ];
    const writes: { route: string; body: unknown }[] = [];
    savedViews();
    api.on('GET /api/backend/user', { response: Paged(AccountUser), query: UserListQuery }, () => pageOf(people));
    api.on(
      'PUT /api/backend/user/dealer/:id',
      { response: Envelope(AccountUser), body: DealerApprovalBody },
      ({ params, body }) => {
        writes.push({ route: `dealer/${params.id}`, body });
        const row = people.find((p) => p.id === Number(params.id))!;
        row.dealerApproved = true;
        return { data: row };
      },
    );
    api.on(
      'PUT /api/backend/user/enable-or-disable/:id',
      { response: Envelope(AccountUser), body: EnableBody },
      ({ params, body }) => {
        writes.push({ route: `enable-or-disable/${params.id}`, body });
        const row = people.find((p) => p.id === Number(params.id))!;
        row.enabled = (body as EnableBody).enabled ?? !row.enabled;
        return { data: row };
      },
    );
    return writes;
  }

  it('lists shoppers with their type, and approves a waiting dealer in one click', async () => {
    const writes = answerPeople();
    await open('users');
    expect(await screen.findByRole('heading', { name: 'Customers and dealers' })).toBeTruthy();
    const sokha = await rowOf('Sokha Chan');
    expect(within(sokha).getByRole('cell', { name: '012 345 678' })).toBeTruthy();
    expect(within(sokha).getByRole('cell', { name: 'Customer' })).toBeTruthy();
    expect(within(sokha).queryByRole('button', { name: 'Approve' })).toBeNull();
    const dealer = await rowOf('Dara Motors');
    fireEvent.click(within(dealer).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(writes).toEqual([{ route: 'dealer/22', body: { approved: true } }]));
    expect(await screen.findByText('Dara Motors is approved as a dealer and was notified')).toBeTruthy();
    await waitFor(async () =>
      expect(within(await rowOf('Dara Motors')).queryByRole('button', { name: 'Approve' })).toBeNull(),
    );
  });

  it('disables an account only once the person confirms', async () => {
    const writes = answerPeople();
    await open('users');
    fireEvent.click(within(await rowOf('Sokha Chan')).getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Disable', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Sokha Chan?' });
    expect(writes).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(writes).toEqual([{ route: 'enable-or-disable/21', body: { enabled: false } }]));
    expect(await screen.findByText('Sokha Chan is disabled')).toBeTruthy();
  });
});
