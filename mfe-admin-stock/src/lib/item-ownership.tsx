// What the catalogue lets the viewer change (issue 33 §1; the API's catalog/catalogue-ownership.ts): the API says per
// item whether this viewer may change it (`editable`) and why not (`lock`); these words and notes let the screens
// offer a supplier only what it may do, and say why the rest is read-only.
import { Alert, Badge, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSessionStore } from '@shop/client';
import type { ItemLock } from '@shop/contracts';

/** Suppliers are held by the rule; admins change everything. */
export const useIsSupplier = () => useSessionStore((state) => state.user?.type === 'SUPPLIER');

/** Why an item is read-only for this viewer, in the reader's language. */
export function useLockWords(): (lock: ItemLock) => { label: string; reason: string } {
  const { t } = useLingui();
  return (lock) => {
    switch (lock) {
      case 'OTHER_SUPPLIER':
        return {
          label: t`Another supplier's`,
          reason: t`Another supplier added this item: only that supplier or an administrator can change it.`,
        };
      case 'SHARED':
        return {
          label: t`Stocked by others too`,
          reason: t`Another supplier stocks this item too, so only an administrator can change it now.`,
        };
      default:
        return {
          label: t`Shop catalogue`,
          reason: t`This item belongs to the shop's catalogue: only an administrator can change it.`,
        };
    }
  };
}

/** A read-only row's badge; its tooltip says why. */
export function LockBadge({ lock }: { lock: ItemLock }) {
  const words = useLockWords()(lock);
  return (
    <Tooltip label={words.reason} multiline w={260}>
      <Badge variant="light" color="gray" data-testid="item-lock">
        {words.label}
      </Badge>
    </Tooltip>
  );
}

/** The rule in one note, shown to suppliers above the catalogue lists. */
export function OwnershipNote() {
  const { t } = useLingui();
  const isSupplier = useIsSupplier();
  if (!isSupplier) return null;
  return (
    <Alert variant="light" color="blue" mb="sm">
      {t`The catalogue is the shop's. You can add accessories you stock and change the ones you added while no other supplier stocks them; administrators keep everything else, including what is popular.`}
    </Alert>
  );
}
