// Every code an error answer of the API may carry, grouped by the part of the shop that sends it, and all of them in
// one list. The API may only throw these (HttpError takes an ApiErrorCode), and the front ends word each one in
// English and Khmer (@shop/ui's apiErrorMessage), so a new code without a wording fails the typecheck, not a shopper.
// Kept apart from the schemas (no TypeBox here) so a front end can word the codes without loading the schema library.

/** Codes the API answers with; clients may branch on these, never on messages. */
export const ErrorCode = {
  validation: 'VALIDATION',
  badRequest: 'BAD_REQUEST',
  badCredentials: 'BAD_CREDENTIALS',
  invalidToken: 'INVALID_TOKEN',
  expiredToken: 'EXPIRED_TOKEN',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  /** PostgreSQL cannot be reached (503 with Retry-After); try again later. */
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  /** This API process is stopping (503 with Retry-After); another process, or this one restarted, will answer. */
  shuttingDown: 'SHUTTING_DOWN',
  internal: 'INTERNAL',
  notImplemented: 'NOT_IMPLEMENTED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes the identity routes answer with besides the common ones (ErrorCode). */
export const AccountErrorCode = {
  weakPassword: 'WEAK_PASSWORD',
  wrongPassword: 'WRONG_PASSWORD',
  invalidResetCode: 'INVALID_RESET_CODE',
  providerDisabled: 'PROVIDER_DISABLED',
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
  invalidSocialLogin: 'INVALID_SOCIAL_LOGIN',
  socialAccountNotFound: 'SOCIAL_ACCOUNT_NOT_FOUND',
  /** The e-mail or phone is another account's (`facts.identifier`: email, phone or either). */
  alreadyRegistered: 'ALREADY_REGISTERED',
  /** The change would leave the shop without an active super admin. */
  lastSuperAdmin: 'LAST_SUPER_ADMIN',
  /** Disabling, deleting or demoting one's own account. */
  ownAccount: 'OWN_ACCOUNT',
} as const;

/** Codes of the back-office answers, besides ErrorCode's. */
export const BackofficeErrorCode = {
  /** 409: a unique value is taken; `field` names it. */
  duplicate: 'DUPLICATE',
  /** 409: other records still use this one; `usedBy` names what uses it. */
  inUse: 'IN_USE',
  /**
   * 409: a vehicle brand's name meets another list's: an uncarried brand named as a carried brand, model or maker, or a
   * carried brand named as an uncarried one (`facts.name` as typed, `facts.clashWith`: brand, model, maker or
   * uncarriedBrand, `facts.clashName`); `field` names the field.
   */
  nameClash: 'NAME_CLASH',
  /** 501: an operation the product spec lists as not implemented. */
  notImplemented: 'NOT_IMPLEMENTED',
} as const;

/** Codes the commerce routes answer with besides the common ones. */
export const CommerceErrorCode = {
  emptyCart: 'EMPTY_CART',
  outOfStock: 'OUT_OF_STOCK',
  invalidStatus: 'INVALID_STATUS',
  noLocation: 'NO_LOCATION',
  cartFull: 'CART_FULL',
  /** An order taken for an account that is not a shopper (CUSTOMER, USER or DEALER), or is disabled. */
  notACustomer: 'NOT_A_CUSTOMER',
  paymentMethodDisabled: 'PAYMENT_METHOD_DISABLED',
} as const;

export const CurrencyErrorCode = {
  /** USD's rate is fixed, and USD and KHR can be neither deleted nor switched off nor renamed to another code. */
  currencyInUse: 'CURRENCY_IN_USE',
} as const;

export const ReceiptErrorCode = {
  /** More than the invoice still has due; the answer's `amountDue` says how much that is. */
  overpayment: 'OVERPAYMENT',
  /** The invoice is cancelled: nothing is due on it. */
  invoiceCancelled: 'INVOICE_CANCELLED',
  /** The receipt's status does not allow this (a void receipt marked paid, a paid one deleted, a receipt of a PAID order voided). */
  receiptStatus: 'RECEIPT_STATUS',
} as const;

/** Codes the review routes answer with besides the common ones. */
export const ReviewErrorCode = {
  /** A second review of the same thing by the same shopper; the body names the existing one. */
  reviewExists: 'REVIEW_EXISTS',
  /** A stock review without a delivered (or paid) purchase of that stock. */
  notPurchased: 'NOT_PURCHASED',
} as const;

export const SupplierReturnErrorCode = {
  /** More base units than the stock holds; the answer's `available` says how many it has. */
  exceedsStock: 'RETURN_EXCEEDS_STOCK',
} as const;

export const KhqrErrorCode = {
  /** The order is not paid by bank transfer: it has no KHQR. */
  notBankOrder: 'NOT_BANK_ORDER',
  /** Nothing is due on the order (paid, or cancelled). */
  nothingDue: 'NOTHING_DUE',
  /** The shop's Bakong account, merchant name or city is not configured (configuration rows khqr.*). */
  notConfigured: 'KHQR_NOT_CONFIGURED',
  /** Asking the bank whether a KHQR was paid is not set up (BAKONG_API_URL, BAKONG_TOKEN): receipts are recorded by hand. */
  bankCheckNotConfigured: 'BANK_CHECK_NOT_CONFIGURED',
  /** The bank (Bakong's open API) could not be asked just now; the schedule asks again. */
  bankUnreachable: 'BANK_UNREACHABLE',
} as const;

/** 409 RELEASE_REFUSED: what the remote needs that the live shell does not provide. */
export const ReleaseErrorCode = { refused: 'RELEASE_REFUSED' } as const;

/** 400 codes of a file that cannot be read at all (its header, its quoting, its size). */
export const ImportErrorCode = {
  malformed: 'CSV_MALFORMED',
  empty: 'CSV_EMPTY',
  missingColumn: 'CSV_MISSING_COLUMN',
  unknownColumn: 'CSV_UNKNOWN_COLUMN',
  duplicateColumn: 'CSV_DUPLICATE_COLUMN',
  tooManyRows: 'CSV_TOO_MANY_ROWS',
  notCsv: 'CSV_EXPECTED',
} as const;

export const StockErrorCode = {
  /** 409: the change would take the stock below zero; the answer's `available` says how many there are. */
  insufficientStock: 'INSUFFICIENT_STOCK',
  /** 409: open order lines still hold the stock (`usedBy`), so it cannot be deleted. */
  stockInOrders: 'STOCK_IN_ORDERS',
} as const;

/** Codes of the shopper's garage (GET/POST/DELETE /api/frontend/garage). */
export const GarageErrorCode = {
  /** 409: the garage holds its most vehicles already; `limit` says how many. */
  garageFull: 'GARAGE_FULL',
} as const;

// Issue 33 §1, catalogue ownership (catalog/catalogue-ownership.ts).
export const CatalogueErrorCode = {
  /** 403: a supplier changing an item it may not (`facts.reason`: SHOP, OTHER_SUPPLIER or SHARED; see ItemLock). */
  itemNotYours: 'ITEM_NOT_YOURS',
  /** 403: a supplier setting a field only admins set (`field`: popular or bestSeller). */
  adminOnlyField: 'ADMIN_ONLY_FIELD',
  /** 409: stock, carts, orders or returns use this unit, so its factor stays; make a new unit instead. */
  unitFactorInUse: 'UNIT_FACTOR_IN_USE',
} as const;

// files (issue 33): a private file's signed link, GET /files/p/:key?expires=&signature=.
export const FileLinkErrorCode = {
  /** 410: the link was good but its time is over; the page that gave it gives a fresh one. */
  linkExpired: 'LINK_EXPIRED',
  /** 403: the link's signature does not match its key and expiry (changed, cut short or made up). */
  linkInvalid: 'LINK_INVALID',
} as const;

// Delivery priced before checkout (issue 38 §2, decisions.md "Delivery").
export const DeliveryErrorCode = {
  /** 409: the address is outside every delivery zone; only store pickup is possible (`facts.locationId`). */
  outsideDeliveryZones: 'OUTSIDE_DELIVERY_ZONES',
  /** 409: the zone does not offer the chosen option for this part, or the part is heavier than its bands (`facts.supplierId`, `facts.option`). */
  deliveryOptionUnavailable: 'DELIVERY_OPTION_UNAVAILABLE',
  /** 409: paying CASH with a part shipped to a zone that takes no cash on delivery (`facts.supplierId`). */
  cashOnDeliveryUnavailable: 'CASH_ON_DELIVERY_UNAVAILABLE',
  /** 409: another zone already covers this province and district (`facts.zoneId`). */
  deliveryZoneOverlap: 'DELIVERY_ZONE_OVERLAP',
} as const;

const codeFamilies = [
  ErrorCode,
  AccountErrorCode,
  BackofficeErrorCode,
  CommerceErrorCode,
  CurrencyErrorCode,
  ReceiptErrorCode,
  ReviewErrorCode,
  SupplierReturnErrorCode,
  KhqrErrorCode,
  ReleaseErrorCode,
  ImportErrorCode,
  StockErrorCode,
  GarageErrorCode,
  CatalogueErrorCode,
  FileLinkErrorCode,
  DeliveryErrorCode,
] as const;

/** Distributes over the union of families (a plain `Family[keyof Family]` would see only their common keys). */
type CodesOf<Family> = Family extends unknown ? Family[keyof Family] : never;
export type ApiErrorCode = CodesOf<(typeof codeFamilies)[number]>;

/** Every code once, for the tests that check each is worded and each one the API sends is listed. */
export const API_ERROR_CODES: readonly ApiErrorCode[] = [
  ...new Set(codeFamilies.flatMap((family) => Object.values(family) as ApiErrorCode[])),
];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

/**
 * What an error answer is about, for a client that words the message itself in the reader's language:
 * `orderId` and `status` (INVALID_STATUS), `amountDue` (OVERPAYMENT), `available` (a quantity refused), ...
 */
export type ErrorFacts = Record<string, string | number>;
