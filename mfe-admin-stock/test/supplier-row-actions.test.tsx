// "Reset password" is offered only to a supplier that has a sign-in (issue 34 §7): a supplier without an account has
// no password to change. The row's levers are rendered on their own (no API read is needed for them).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Supplier } from '@shop/contracts';
import { AppProviders } from '@shop/federation';
import { activateRouteLocale } from '@shop/i18n';
import '../src/lib/i18n.ts';
import { SupplierRowActions } from '../src/features/suppliers/components/supplier-row-actions.tsx';

const supplier = (id: number, accounts: Supplier['accounts']): Supplier => ({
  id,
  name: `Supplier ${id}`,
  nameKh: null,
  phone: '012345678',
  email: `s${id}@example.com`,
  address: 'Phnom Penh',
  enabled: true,
  store: null,
  accounts,
  createdAt: '2026-12-06T00:00:00.000Z',
});
const noop = () => {};

async function renderActions(row: Supplier, locale: 'en' | 'kh' = 'en') {
  await activateRouteLocale(locale);
  render(
    <AppProviders>
      <SupplierRowActions supplier={row} onEdit={noop} onToggle={noop} onPassword={noop} />
    </AppProviders>,
  );
}

describe("a supplier row's levers", () => {
  it('offer resetting the password of a supplier with a sign-in', async () => {
    await renderActions(
      supplier(1, [{ id: 7, supplierId: 1, name: 'Owner', email: 'o@example.com', phone: null, enabled: true }]),
    );
    expect(await screen.findByRole('button', { name: 'Reset password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('do not offer it to a supplier without a sign-in', async () => {
    await renderActions(supplier(2, []));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
    expect(screen.queryByText('Reset password')).toBeNull();
  });
});
