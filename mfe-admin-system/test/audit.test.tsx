// The audit screen reads like a story, in both languages: records by name with a link to their page, actions, kinds
// and fields worded (never the API's keys or ids), an undo as "Reverted", system notes worded, and a filter for
// every kind the API audits. The API is the contract-checked stand-in (@shop/ui/testing): its answer is checked
// against the contract before the screen gets it.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_KINDS,
  AccountUser,
  AuditEntryView,
  AuditListQuery,
  Paged,
  SavedView,
  SavedViewQuery,
  UserListQuery,
} from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import { ListOf, pageOf, signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
import '../src/lib/i18n.ts';
import { AuditPage } from '../src/features/audit/components/audit-page.tsx';

const api = withApiStandIn();

const admin = { id: 1, name: 'Demo Admin', type: 'SUPER_ADMIN' };
const entries: AuditEntryView[] = [
  {
    id: 5,
    at: '2026-12-06T09:00:00.000Z',
    actor: admin,
    entity: 'order',
    entityId: 12,
    action: 'status',
    record: null,
    changes: [{ field: 'status', from: 'PENDING', to: 'ACCEPTED' }],
    note: 'Packed today',
    noteCode: null,
    noteFacts: null,
  },
  {
    id: 4,
    at: '2026-12-06T08:00:00.000Z',
    actor: admin,
    entity: 'part',
    entityId: 5,
    action: 'create',
    record: { name: 'Brake pad set (04465-0K020)', nameKh: 'បន្ទះហ្វ្រាំង (04465-0K020)' },
    changes: [
      {
        field: 'brandItem',
        from: null,
        to: 33,
        kind: 'brand-item',
        fromName: null,
        toName: { name: 'Bosch', nameKh: null },
      },
      { field: 'nameKh', from: null, to: 'បន្ទះហ្វ្រាំង' },
      { field: 'torqueSpec', from: null, to: 120 },
    ],
    note: null,
    noteCode: null,
    noteFacts: null,
  },
  {
    id: 3,
    at: '2026-12-06T07:00:00.000Z',
    actor: admin,
    entity: 'part-fit',
    entityId: 71,
    action: 'update',
    record: { name: 'Brake pad set · Camry 2012', nameKh: 'បន្ទះហ្វ្រាំង · កាមរី 2012', pageId: 5 },
    changes: [
      { field: 'model', from: 7, to: 8, kind: 'model', fromName: null, toName: { name: 'Camry', nameKh: 'កាមរី' } },
    ],
    note: null,
    noteCode: null,
    noteFacts: null,
  },
  {
    id: 2,
    at: '2026-12-06T06:00:00.000Z',
    actor: admin,
    entity: 'translation',
    entityId: 9,
    action: 'revert',
    record: null,
    changes: [{ field: 'value', from: 'ដាក់ក្នុងរទេះ', to: null }],
    note: null,
    noteCode: null,
    noteFacts: null,
  },
  {
    id: 1,
    at: '2026-12-06T05:00:00.000Z',
    actor: null,
    entity: 'stock',
    entityId: 41,
    action: 'stock',
    record: { name: 'Brake pad set (04465-0K020) · Angkor Auto', nameKh: 'បន្ទះហ្វ្រាំង (04465-0K020) · អង្គរ' },
    changes: [{ field: 'quantity', from: 10, to: 8 }],
    note: null,
    noteCode: 'ORDER_PLACED',
    noteFacts: { orderId: 12 },
  },
];
function answerAudit() {
  api.on('GET /api/backend/audit', { response: Paged(AuditEntryView), query: AuditListQuery }, () => pageOf(entries));
  // The actor filter's people; the screen's saved views: none yet.
  api.on('GET /api/backend/user', { response: Paged(AccountUser), query: UserListQuery }, () => pageOf([]));
  api.on('GET /api/backend/user/admin', { response: Paged(AccountUser), query: UserListQuery }, () => pageOf([]));
  api.on('GET /api/backend/view', { response: ListOf(SavedView), query: SavedViewQuery }, () => ({ data: [] }));
}

async function renderAudit(locale: 'en' | 'kh') {
  signIn();
  answerAudit();
  await activateRouteLocale(locale);
  const router = createMemoryRouter([{ path: '/:locale/admin/audit', element: <AuditPage /> }], {
    initialEntries: [`/${locale}/admin/audit`],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // The screen read the stand-in's answer.
  await waitFor(() => expect(document.querySelector('[data-screen]')?.textContent).toMatch(/[5៥] \/ [5៥]/));
  return screen.getByRole('table');
}

const links = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

// A loaded machine draws the whole screen slowly; the default 5 s is not about the screen.
describe('the audit screen', { timeout: 30_000 }, () => {
  it('reads in English: names, worded actions and fields, a link per record, no raw keys or ids', async () => {
    const table = await renderAudit('en');
    const text = table.textContent ?? '';
    expect(text).toContain('Maker: Bosch');
    expect(text).toContain('Khmer name: បន្ទះហ្វ្រាំង');
    // A field the dictionary lacks still reads as words.
    expect(text).toContain('Torque spec: 120');
    expect(text).toContain('Vehicle model: Vehicle model #7 → Camry');
    expect(text).toContain('Reverted');
    expect(text).toContain('Text: ដាក់ក្នុងរទេះ');
    expect(text).toContain('Order #12');
    expect(text).toContain('Units in stock: 10 → 8');
    expect(text).toContain('Status: Pending → Accepted');
    for (const raw of [
      'brandItem',
      'nameKh',
      'torqueSpec',
      'create',
      'revert',
      'ORDER_PLACED',
      '33',
      'part-fit',
      'PENDING',
    ])
      expect(text).not.toContain(raw);
    expect(links()).toEqual([
      ['Order #12', '/en/admin/orders/12'],
      ['Brake pad set (04465-0K020)', '/en/admin/parts/5'],
      // A fitment opens its part's page.
      ['Brake pad set · Camry 2012', '/en/admin/parts/5'],
      ['Translation #9', '/en/admin/translations'],
      ['Brake pad set (04465-0K020) · Angkor Auto', '/en/admin/stock-history/41'],
    ]);
    const rows = within(table).getAllByRole('row');
    // The header row, then the entries, newest first.
    expect(rows[2]!.textContent).toContain('Added');
    expect(rows[2]!.textContent).toContain('Part');
    expect(rows[3]!.textContent).toContain('Fitment');
    expect(screen.getByText(/^Times are shown in your time zone \(UTC[+-]/)).toBeTruthy();
  });

  it('reads in Khmer: Khmer words and names, no Latin words but names and part numbers', async () => {
    const table = await renderAudit('kh');
    const text = table.textContent ?? '';
    expect(text).toContain('បានបន្ថែម'); // Added
    expect(text).toContain('បានត្រឡប់វិញ'); // Reverted
    expect(text).toContain('ក្រុមហ៊ុនផលិត: Bosch'); // Maker
    expect(text).toContain('ម៉ូដែលរថយន្ត'); // Vehicle model
    expect(links().map(([name, href]) => [name, href])).toEqual([
      ['ការបញ្ជាទិញ #១២', '/kh/admin/orders/12'],
      ['បន្ទះហ្វ្រាំង (04465-0K020)', '/kh/admin/parts/5'],
      ['បន្ទះហ្វ្រាំង · កាមរី 2012', '/kh/admin/parts/5'],
      ['ការបកប្រែ #៩', '/kh/admin/translations'],
      ['បន្ទះហ្វ្រាំង (04465-0K020) · អង្គរ', '/kh/admin/stock-history/41'],
    ]);
    // Names of people and makers without a Khmer name stay as they are; everything else is Khmer.
    // (What a person typed, such as the order's note, stays as they typed it.)
    const words = ['Demo Admin', 'Bosch', '04465-0K020', 'Torque spec', 'Packed today'].reduce(
      (rest, name) => rest.split(name).join(''),
      text,
    );
    expect(words).not.toMatch(/[A-Za-z]{2,}/);
    expect(screen.getByTestId('audit-time-zone').textContent).not.toMatch(/[A-Za-z]/);
  });

  it('offers a filter for every kind the API audits, worded', async () => {
    await renderAudit('en');
    const input = screen.getAllByLabelText('Record kind').find((element) => element.tagName === 'INPUT')!;
    fireEvent.click(input);
    const listbox = await screen.findByRole('listbox', { name: 'Record kind', hidden: true });
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options).toHaveLength(AUDIT_KINDS.length);
    const labels = options.map((option) => option.textContent ?? '');
    expect(labels).toContain('Fitment');
    expect(labels).toContain('Release');
    expect(labels.filter((label) => /-|^[a-z]/.test(label))).toEqual([]);
  });
});
