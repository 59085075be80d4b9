// The stock desk's vocabularies in the reader's language: why a quantity changed, and the kinds of adjustment.
import { useLingui } from '@lingui/react/macro';
import type { AdjustmentKind, StockChangeReason } from '@shop/contracts';

export function useStockReasonLabel() {
  const { t } = useLingui();
  const labels: Record<StockChangeReason, string> = {
    INITIAL: t`Opening stock`,
    ORDER: t`Order`,
    CANCEL: t`Order cancelled`,
    INCREASE: t`Increase`,
    ADJUSTMENT: t`Adjustment`,
    RETURN: t`Return to supplier`,
  };
  return (reason: StockChangeReason) => labels[reason];
}

export function useAdjustmentKindLabel() {
  const { t } = useLingui();
  const labels: Record<AdjustmentKind, string> = {
    FOUND: t`Found`,
    DAMAGED: t`Damaged`,
    LOST: t`Lost`,
    RECOUNT: t`Recount`,
  };
  return (kind: AdjustmentKind) => labels[kind];
}
