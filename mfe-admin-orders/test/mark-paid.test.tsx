// "Mark paid" on a receipt asks before it acts (issue 34 §7): paying can make the order PAID, so the click opens a
// confirmation in the reader's language, and only its confirm button sends the write. The HTTP write is stubbed.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Client from '@shop/client';
import { queryClient } from '@shop/client';
import type { ReceiptView } from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import '../src/lib/i18n.ts';
import { Page } from '../src/lib/page.tsx';
import { ReceiptTable } from '../src/lib/receipt-columns.tsx';

const receipt: ReceiptView = {
  id: 31,
  invoiceId: 12,
  orderId: 1014,
  supplierId: 3,
  amount: '1250.00',
  method: 'CASH',
  reference: null,
  status: 'PENDING',
  recordedBy: { id: 1, name: 'Admin' },
  createdAt: '2026-12-06T08:00:00.000Z',
  updatedAt: '2026-12-06T08:00:00.000Z',
};
const writes: string[] = [];

vi.mock('@shop/client', async (original) => ({
  ...(await original<typeof Client>()),
  http: {
    patch: (path: string) => {
      writes.push(path);
      return { json: async () => ({ data: { ...receipt, status: 'PAID' } }) };
    },
  },
}));

afterEach(() => {
  queryClient.clear();
  writes.length = 0;
});

async function renderReceipts(locale: 'en' | 'kh') {
  await activateRouteLocale(locale);
  render(
    <AppProviders>
      <Page>
        <ReceiptTable receipts={[receipt]} />
      </Page>
    </AppProviders>,
  );
}

describe('Mark paid on a receipt', () => {
  it('asks first, naming the receipt, its amount and its order; nothing is written until confirmed', async () => {
    await renderReceipts('en');
    fireEvent.click(await screen.findByTestId('receipt-pay'));
    expect(await screen.findByText('Mark receipt #31 of $1,250 paid?')).toBeTruthy();
    expect(screen.getByText(/order #1014 becomes Paid/)).toBeTruthy();
    expect(writes).toEqual([]);
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(writes).toEqual(['/api/backend/receipt/31/status']));
  });

  it('asks in Khmer on a Khmer page, and writes nothing when cancelled', async () => {
    await renderReceipts('kh');
    fireEvent.click(await screen.findByTestId('receipt-pay'));
    const title = await screen.findByText(/#31/);
    expect(title.textContent!.replace(/#31|\$1,250/g, '')).not.toMatch(/[A-Za-z]/);
    fireEvent.click(screen.getByRole('button', { name: 'បោះបង់' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-action')).toBeNull());
    expect(writes).toEqual([]);
  });
});
