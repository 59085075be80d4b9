import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Supplier } from '@shop/contracts';

/**
 * A supplier row's levers: edit, switch on or off, and reset the password only when the supplier has a sign-in
 * (a password reset of a supplier without an account would have nothing to change).
 */
export function SupplierRowActions({
  supplier,
  onEdit,
  onToggle,
  onPassword,
}: {
  supplier: Supplier;
  onEdit: () => void;
  onToggle: () => void;
  onPassword: () => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <Button size="compact-xs" variant="light" onClick={onEdit} data-testid={`edit-${supplier.id}`}>
        {t`Edit`}
      </Button>
      <Button size="compact-xs" variant="light" onClick={onToggle} data-testid={`toggle-${supplier.id}`}>
        {supplier.enabled ? t`Switch off` : t`Switch on`}
      </Button>
      {supplier.accounts.length > 0 ? (
        <Button size="compact-xs" variant="subtle" onClick={onPassword} data-testid={`password-${supplier.id}`}>
          {t`Reset password`}
        </Button>
      ) : null}
    </>
  );
}
