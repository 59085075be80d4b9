// System-written notes are stored as a code with facts and worded when shown, in the reader's language
// (decisions.md: "never as English sentences"). Free text a person typed (a reason, a refund note) stays in `note`.
import Type, { type Static } from 'typebox';

export const SYSTEM_NOTE_CODES = [
  /** Stock: the quantity a new stock started with. */
  'OPENING_STOCK',
  /** Stock: taken by an order { orderId }. */
  'ORDER_PLACED',
  /** Stock: given back when an order (or its lines) was cancelled { orderId }. */
  'ORDER_CANCELLED',
  /** Stock: an adjustment was undone { adjustmentId, kind }. */
  'ADJUSTMENT_UNDONE',
  /** Stock and audit trail: a quantity set, or a record written, by the catalogue's CSV import. */
  'CSV_IMPORT',
  /** Stock: an adjustment of a kind { kind } (FOUND, DAMAGED...); the reason the person typed stays in `note`. */
  'ADJUSTMENT_MADE',
  /** Stock: units taken back to the supplier by a return { returnId }. */
  'SUPPLIER_RETURN',
  /** Stock: a supplier return deleted, its units put back { returnId }. */
  'SUPPLIER_RETURN_DELETED',
  /** Order timeline: the part's invoice is paid in full. */
  'INVOICE_PAID',
  /** Order timeline: the part's last open line was cancelled { lineId }. */
  'LAST_LINE_CANCELLED',
  /** Audit trail: a remote's version moved in the release console { remote, move } (move: publish, rollback...). */
  'RELEASE_MOVED',
  /** Order timeline: the bank confirmed the order's KHQR payment, which accepted the part. */
  'BANK_PAYMENT',
] as const;
export type SystemNoteCode = (typeof SYSTEM_NOTE_CODES)[number];

export const SystemNoteCodeSchema = Type.Enum(SYSTEM_NOTE_CODES);
/** The facts a code is worded with: numbers and short codes only, never sentences. */
export const SystemNoteFacts = Type.Record(Type.String(), Type.Union([Type.Integer(), Type.String()]));
export type SystemNoteFacts = Static<typeof SystemNoteFacts>;

/** A system note as stored and answered: its code and facts. */
export interface SystemNote {
  code: SystemNoteCode;
  facts: SystemNoteFacts;
}
