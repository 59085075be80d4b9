// System-written notes (stock history, order timelines) arrive as a code with facts and are worded here, in the
// staff member's language (decisions.md: "System-written notes are stored as a code with facts and worded when shown").
import { useLingui } from '@lingui/react/macro';
import type { SystemNoteCode, SystemNoteFacts } from '@shop/contracts';

/** The words for a system note; a code this page does not know reads as itself (never a blank). */
export function useSystemNote(): (
  code: SystemNoteCode | null | undefined,
  facts: SystemNoteFacts | null | undefined,
) => string | null {
  const { t } = useLingui();
  return (code, facts) => {
    if (!code) return null;
    const f = facts ?? {};
    const orderId = String(f.orderId ?? '');
    switch (code) {
      case 'OPENING_STOCK':
        return t`Opening stock`;
      case 'ORDER_PLACED':
        return t`Order #${orderId}`;
      case 'ORDER_CANCELLED':
        return t`Order #${orderId} cancelled`;
      case 'ADJUSTMENT_UNDONE': {
        const adjustmentId = String(f.adjustmentId ?? '');
        return t`Adjustment #${adjustmentId} undone`;
      }
      case 'INVOICE_PAID':
        return t`Invoice paid in full`;
      case 'BANK_PAYMENT':
        return t`Paid by KHQR, confirmed by the bank`;
      case 'LAST_LINE_CANCELLED': {
        const lineId = String(f.lineId ?? '');
        return t`Line ${lineId} cancelled: it was the last open line`;
      }
      default:
        return code;
    }
  };
}
