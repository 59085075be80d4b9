import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { BulkAction } from '@shop/admin';
import type { OrderSummary } from '@shop/contracts';
import { showToast } from '@shop/ui';
import { useNavigate } from 'react-router';
import { MAX_PACKING_SLIPS } from './packing-slips-page.tsx';
import { formatNumber } from '@shop/i18n';

/** The orders desk's bulk "Packing slips": opens the selected orders' slips as one printable page. */
export function usePrintPackingSlips(): BulkAction<OrderSummary> {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const navigate = useNavigate();
  return {
    label: t`Packing slips`,
    run: (orders) => {
      if (orders.length > MAX_PACKING_SLIPS) {
        showToast({
          color: 'red',
          message: t`Print at most ${formatNumber(i18n, MAX_PACKING_SLIPS)} orders' packing slips at once; ${formatNumber(i18n, orders.length)} are selected.`,
        });
        return;
      }
      void navigate(`packing-slips?ids=${orders.map((order) => order.id).join(',')}`);
    },
  };
}
