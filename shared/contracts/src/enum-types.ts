// The server's enumeration catalogue (GET /api/other/enum_type?type=...). The product spec names thirteen
// types and shows some values; where it shows none, the values here are the decision (api/README.md).
import Type, { type Static } from 'typebox';
import { AVAILABILITY, ITEM_CONDITIONS, PART_POSITIONS } from './catalog-vocabulary.ts';
import { USER_TYPES } from './identity.ts';

export const ORDER_STATUSES = ['PENDING', 'ACCEPTED', 'PROCESSING', 'DELIVERED', 'PAID', 'CANCELLED'] as const;
export const ADMIN_ORDER_STATUSES = [
  'ALL',
  'PENDING',
  'ACCEPTED',
  'DELIVERED',
  'CANCELLED',
  'PAID',
  'PROCESSING',
] as const;
export const PAYMENT_METHODS = ['CASH', 'BANK'] as const;
export const SHIPPING_OPTIONS = ['Ground Way', 'Rail Way', 'Water Way', 'Air Way'] as const;
export const REMAINING_UNITS = ['Minute', 'Hour', 'Day', 'Week', 'Month', 'Year'] as const;

export const ENUM_TYPES = {
  ITEM_STOCK: AVAILABILITY,
  CONDITION_TYPE: ITEM_CONDITIONS,
  EMAIL_MESSAGE_TYPE: ['REGISTRATION', 'RESET_PASSWORD', 'ORDER_PLACED', 'ORDER_STATUS_CHANGED', 'INVOICE_ISSUED'],
  ADMIN_ORDER_STATUS: ADMIN_ORDER_STATUSES,
  MESSAGE_ADAPTER: ['EMAIL', 'SMS', 'TELEGRAM'],
  ORDER_STATUS: ORDER_STATUSES,
  PAYMENT_METHOD: PAYMENT_METHODS,
  POSITION_TYPE: PART_POSITIONS,
  SEND_TO_DEVICE: ['ALL', 'WEB', 'MOBILE'],
  SHIPPING_OPTIONS,
  USER_TYPE: USER_TYPES,
  REGISTER_USER_TYPE: ['CUSTOMER', 'DEALER'],
  REMAINING_TYPE: REMAINING_UNITS,
} as const satisfies Record<string, readonly string[]>;

export type EnumTypeName = keyof typeof ENUM_TYPES;
export const ENUM_TYPE_NAMES = Object.keys(ENUM_TYPES) as EnumTypeName[];

export const EnumTypeQuery = Type.Object({
  type: Type.Optional(Type.Enum(ENUM_TYPE_NAMES, { description: 'One type; without it, all thirteen' })),
});
export type EnumTypeQuery = Static<typeof EnumTypeQuery>;

export const EnumType = Type.Object({ type: Type.String(), values: Type.Array(Type.String()) });
export type EnumType = Static<typeof EnumType>;
