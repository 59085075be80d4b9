import { useLingui } from '@lingui/react/macro';

/** The words for each way to pay. */
export function usePaymentMethodLabel() {
  const { t } = useLingui();
  const labels: Record<string, string> = { CASH: t`Cash`, BANK: t`Bank transfer` };
  return (method: string) => labels[method] ?? method;
}

/** The words for each receipt status (PENDING reads "Recorded": counted against what is due, not confirmed yet). */
export function useReceiptStatusLabel() {
  const { t } = useLingui();
  const labels: Record<string, string> = { PENDING: t`Recorded`, PAID: t`Paid`, VOID: t`Void` };
  return (status: string) => labels[status] ?? status;
}

/**
 * The words for each shipping option, the same the shopper reads at checkout and on the order ("By road"), and for
 * a part collected at its supplier's store.
 */
export function useShippingLabel() {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    'Ground Way': t`By road`,
    'Rail Way': t`By rail`,
    'Water Way': t`By water`,
    'Air Way': t`By air`,
    STORE_PICKUP: t`Pick up at the store`,
  };
  return (option: string) => labels[option] ?? option;
}
