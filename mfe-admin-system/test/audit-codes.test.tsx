// The codes a change holds read as words in both languages (issue 35 §1): an adjustment's kind, a receipt's method
// and status, an account's role, a release note's package, and an account that no longer exists. Drawn through the
// audit screen's own columns (useAuditColumns); in Khmer no Latin word is left but the typed reference.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { AuditEntryView } from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import '../src/lib/i18n.ts';
import { useAuditColumns } from '../src/features/audit/components/audit-page.tsx';

const base = { at: '2026-12-06T09:00:00.000Z', record: null, note: null, noteCode: null, noteFacts: null } as const;
const entries: AuditEntryView[] = [
  {
    ...base,
    id: 4,
    // The account that made it was removed: the API names no one.
    actor: { id: 77, name: null, type: 'SUPPLIER' },
    entity: 'adjustment',
    entityId: 3,
    action: 'create',
    changes: [{ field: 'kind', from: null, to: 'FOUND' }],
  },
  {
    ...base,
    id: 3,
    actor: null,
    entity: 'receipt',
    entityId: 9,
    action: 'status',
    changes: [
      { field: 'method', from: 'CASH', to: 'BANK' },
      { field: 'status', from: 'PENDING', to: 'PAID' },
    ],
  },
  {
    ...base,
    id: 2,
    actor: null,
    entity: 'user',
    entityId: 5,
    action: 'update',
    changes: [{ field: 'type', from: 'CUSTOMER', to: 'DEVELOPER' }],
  },
  {
    ...base,
    id: 1,
    actor: null,
    entity: 'release',
    entityId: 1,
    action: 'update',
    changes: [],
    noteCode: 'RELEASE_MOVED',
    noteFacts: { remote: 'mfe-checkout', move: 'promote' },
  },
];

function Rows() {
  const columns = useAuditColumns();
  return (
    <table data-testid="rows">
      <tbody>
        {entries.map((row, index) => (
          <tr key={row.id}>
            {columns.map((column) => (
              <td key={column.accessor}>{column.render?.(row, index)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

async function draw(locale: 'en' | 'kh'): Promise<string> {
  await activateRouteLocale(locale);
  const router = createMemoryRouter([{ path: '/:locale/admin/audit', element: <Rows /> }], {
    initialEntries: [`/${locale}/admin/audit`],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return (await screen.findByTestId('rows')).textContent ?? '';
}

describe('audit codes in words', { timeout: 30_000 }, () => {
  it('stands in with entries the contract allows', () => {
    expect(Compile(AuditEntryView).Check(entries[0])).toBe(true);
  });

  it('reads in English', async () => {
    const text = await draw('en');
    expect(text).toContain('Former account #77');
    expect(text).toContain('Kind: Found');
    expect(text).toContain('Payment method: Cash → Bank transfer');
    expect(text).toContain('Status: Recorded → Paid');
    expect(text).toContain('Type: Customer → Developer');
    expect(text).toContain('Storefront: cart and checkout promoted');
    expect(text).not.toMatch(/FOUND|CASH|PENDING|CUSTOMER|DEVELOPER|mfe-|User 77/);
  });

  it('reads in Khmer, with no Latin word', async () => {
    const text = await draw('kh');
    expect(text).toContain('អតីតគណនី #៧៧');
    expect(text).toContain('សាច់ប្រាក់ → ផ្ទេរប្រាក់តាមធនាគារ');
    expect(text).toContain('បានកត់ត្រា → បានបង់ប្រាក់');
    expect(text).toContain('អតិថិជន → អ្នកអភិវឌ្ឍន៍');
    expect(text).toContain('ហាងលក់៖ កន្ត្រក និងការបង់ប្រាក់');
    expect(text.match(/[A-Za-z]+/g) ?? []).toEqual([]);
  });
});
