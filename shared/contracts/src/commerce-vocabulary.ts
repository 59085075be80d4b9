// Words the commerce module shares with its clients: line and invoice statuses, notification kinds.
export const ORDER_LINE_STATUSES = ['OPEN', 'CANCELLED'] as const;
export const INVOICE_STATUSES = ['ACCEPTED', 'CANCELLED'] as const;
export const NOTIFICATION_KINDS = ['ORDER_PLACED', 'ORDER_STATUS'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
