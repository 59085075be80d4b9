// Receipts: payments recorded against one invoice (decisions.md: money, receipts).
import Type, { type Static } from 'typebox';
import { Id, Nullable } from './envelope.ts';
import { Money } from './catalog-parts.ts';
import { PAYMENT_METHODS } from './enum-types.ts';

/** PENDING: recorded, counts against what is due; PAID: confirmed, counts as paid; VOID: no longer counts. */
export const RECEIPT_STATUSES = ['PENDING', 'PAID', 'VOID'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** A positive amount in dollars with up to two decimals, as text so it stays exact. */
const PositiveMoney = Type.String({
  pattern: '^(?!0+(\\.0{1,2})?$)\\d{1,12}(\\.\\d{1,2})?$',
  description: 'Dollars, more than zero, up to two decimals (e.g. "12.50")',
});

export const ReceiptBody = Type.Object({
  invoiceId: Id,
  amount: PositiveMoney,
  method: Type.Enum(PAYMENT_METHODS),
  reference: Type.Optional(
    Type.String({ maxLength: 100, description: 'A bank transfer reference, a receipt book number' }),
  ),
});
export type ReceiptBody = Static<typeof ReceiptBody>;

export const ReceiptView = Type.Object({
  id: Id,
  invoiceId: Id,
  orderId: Id,
  supplierId: Id,
  amount: Money,
  method: Type.Enum(PAYMENT_METHODS),
  reference: Nullable(Type.String()),
  status: Type.Enum(RECEIPT_STATUSES),
  recordedBy: Nullable(Type.Object({ id: Id, name: Type.String() })),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ReceiptView = Static<typeof ReceiptView>;

export const ReceiptListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  format: Type.Optional(Type.Enum(['json', 'csv'], { description: 'csv: the whole filtered list as text/csv' })),
  status: Type.Optional(Type.Enum(RECEIPT_STATUSES)),
  method: Type.Optional(Type.Enum(PAYMENT_METHODS)),
  invoiceId: Type.Optional(Id),
  supplierId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: "Admins: one supplier's invoices' receipts" }),
  ),
  from: Type.Optional(
    Type.String({ format: 'date', description: 'Recorded on or after this day (YYYY-MM-DD, Phnom Penh time)' }),
  ),
  to: Type.Optional(
    Type.String({ format: 'date', description: 'Recorded on or before this day (YYYY-MM-DD, Phnom Penh time)' }),
  ),
});
export type ReceiptListQuery = Static<typeof ReceiptListQuery>;

export const ReceiptPaidQuery = Type.Object({ status: Type.Literal('PAID') });
export const ReceiptVoidQuery = Type.Object({ status: Type.Literal('VOID') });

/** An invoice's receipts with what they add up to: `due` = total - every receipt not void. */
export const InvoiceReceipts = Type.Object({
  invoiceId: Id,
  total: Money,
  paid: Money,
  pending: Money,
  due: Money,
  receipts: Type.Array(ReceiptView),
});
export type InvoiceReceipts = Static<typeof InvoiceReceipts>;

/** 409 OVERPAYMENT. */
export const OverpaymentBody = Type.Object({
  statusCode: Type.Literal(409),
  code: Type.Literal('OVERPAYMENT'),
  message: Type.String(),
  field: Type.Literal('amount'),
  amountDue: Money,
  /** The same amount among the facts every error answer may carry, for the front ends' wordings. */
  facts: Type.Object({ amountDue: Money }),
});
