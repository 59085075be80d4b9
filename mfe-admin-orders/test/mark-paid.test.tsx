// "Mark paid" on a receipt asks before it acts (issue 34 §7): paying can make the order PAID, so the click opens a
// confirmation in the reader's language, and only its confirm button sends the write. The API is the contract-checked
// stand-in (@shop/ui/testing).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Envelope, ReceiptPaidQuery, ReceiptView } from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import { signIn, withApiStandIn } from '@shop/ui/testing/api-stand-in.ts';
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
const api = withApiStandIn();
const writes: string[] = [];

function answerPay() {
  writes.length = 0;
  api.on(
    'PATCH /api/backend/receipt/:id/status',
    { response: Envelope(ReceiptView), query: ReceiptPaidQuery },
    ({ path, query }) => {
      writes.push(`${path}?${query.toString()}`);
      return { data: { ...receipt, status: 'PAID' as const } };
    },
  );
}

async function renderReceipts(locale: 'en' | 'kh') {
  signIn();
  answerPay();
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
    fireEvent.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark receipt #31 of $1,250 paid?' });
    expect(within(dialog).getByText(/order #1014 becomes Paid/)).toBeTruthy();
    expect(writes).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(writes).toEqual(['/api/backend/receipt/31/status?status=PAID']));
  });

  it('asks in Khmer on a Khmer page, and writes nothing when cancelled', async () => {
    await renderReceipts('kh');
    fireEvent.click(await screen.findByRole('button', { name: 'សម្គាល់ថាបានបង់ប្រាក់' }));
    const dialog = await screen.findByRole('dialog', { name: /#31/ });
    expect(
      within(dialog)
        .getByRole('heading', { name: /#31/ })
        .textContent!.replace(/#31|\$1,250/g, ''),
    ).not.toMatch(/[A-Za-z]/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'បោះបង់' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([]);
  });
});
