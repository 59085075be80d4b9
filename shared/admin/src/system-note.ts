// System-written notes (stock history, order timelines) arrive as a code with facts and are worded here, in the
// staff member's language (decisions.md: "System-written notes are stored as a code with facts and worded when shown").
import { useLingui } from '@lingui/react/macro';
import type { SystemNoteCode, SystemNoteFacts } from '@shop/contracts';
import { usePackageWords } from './package-words.ts';

/** A row may carry both: the system's words, then what a person typed (an adjustment's kind, then its reason). */
export function noteText(worded: string | null, typed: string | null | undefined): string | null {
  return [worded, typed].filter(Boolean).join(': ') || null;
}

/** The words for a system note; a code this page does not know reads as itself (never a blank). */
export function useSystemNote(): (
  code: SystemNoteCode | null | undefined,
  facts: SystemNoteFacts | null | undefined,
) => string | null {
  const { t } = useLingui();
  const packageWords = usePackageWords();
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
      case 'CSV_IMPORT':
        return t`Catalogue CSV import`;
      case 'ADJUSTMENT_MADE':
        // The kind of adjustment; the page adds the reason the person typed (the row's `note`).
        switch (f.kind) {
          case 'FOUND':
            return t`Found`;
          case 'DAMAGED':
            return t`Damaged`;
          case 'LOST':
            return t`Lost`;
          case 'RECOUNT':
            return t`Recount`;
          default:
            return String(f.kind ?? code);
        }
      case 'SUPPLIER_RETURN': {
        const returnId = String(f.returnId ?? '');
        return t`Supplier return #${returnId}`;
      }
      case 'SUPPLIER_RETURN_DELETED': {
        const returnId = String(f.returnId ?? '');
        return t`Supplier return #${returnId} deleted`;
      }
      case 'INVOICE_PAID':
        return t`Invoice paid in full`;
      case 'BANK_PAYMENT':
        return t`Paid by KHQR, confirmed by the bank`;
      case 'LAST_LINE_CANCELLED': {
        const lineId = String(f.lineId ?? '');
        return t`Line ${lineId} cancelled: it was the last open line`;
      }
      case 'RELEASE_MOVED': {
        const remote = packageWords(String(f.remote ?? ''));
        if (f.move === 'rollback') return t`${remote} rolled back`;
        if (f.move === 'promote') return t`${remote} promoted`;
        return t`${remote} published`;
      }
      default:
        return code;
    }
  };
}
