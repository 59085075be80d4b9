// Every error answer of the API worded in the reader's language, from its stable `code` and the `facts` it names
// (an order's number and status, the amount still due...). The API's own English `message` is never shown: it is
// for logs and developers. `wordings` is keyed by every ApiErrorCode, so a code the API adds without a wording here
// fails the typecheck; the Khmer catalogue is checked by this package's tests.
// This folder is a chunk of its own with catalogues of its own (lingui.config.ts), fetched on demand by
// errors/api-error-message.ts: most pages never show an error, and these are 68 of the package's 118 messages.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiErrorCode, ErrorFacts } from '@shop/contracts/error-codes.ts';
import { i18n, registerCatalogs } from '@shop/i18n';
import { orderStatusLabels } from '../order-status-labels.ts';

registerCatalogs({
  en: () => import('./locales/en/messages.ts'),
  km: () => import('./locales/km/messages.ts'),
});

type Wording = (facts: ErrorFacts) => MessageDescriptor;

const fact = (facts: ErrorFacts, name: string): string | undefined =>
  facts[name] === undefined ? undefined : String(facts[name]);

const sessionEnded = msg`Your session has ended. Sign in again.`;
const briefUnavailable = msg`The shop is briefly unavailable. Try again in a moment.`;

const wordings: Record<ApiErrorCode, Wording> = {
  VALIDATION: () => msg`Some values are not valid. Check them and try again.`,
  BAD_REQUEST: () => msg`This request could not be understood. Reload the page and try again.`,
  BAD_CREDENTIALS: () => msg`The username or password is not right.`,
  INVALID_TOKEN: () => sessionEnded,
  EXPIRED_TOKEN: () => sessionEnded,
  UNAUTHORIZED: () => msg`Sign in to do this.`,
  FORBIDDEN: () => msg`Your account may not do this.`,
  NOT_FOUND: () => msg`This was not found. It may have been removed.`,
  CONFLICT: () => msg`This could not be done because something changed meanwhile. Reload and try again.`,
  PAYLOAD_TOO_LARGE: () => msg`The file is too large.`,
  UNSUPPORTED_MEDIA_TYPE: () => msg`This type of file is not accepted.`,
  TOO_MANY_REQUESTS: () => msg`Too many attempts. Wait a moment and try again.`,
  DATABASE_UNAVAILABLE: () => briefUnavailable,
  SHUTTING_DOWN: () => briefUnavailable,
  INTERNAL: () => msg`Something went wrong on our side. Try again later.`,
  NOT_IMPLEMENTED: () => msg`This is not available yet.`,
  WEAK_PASSWORD: (facts) => {
    switch (fact(facts, 'rule')) {
      case 'LENGTH': {
        const minLength = fact(facts, 'minLength') ?? '8';
        return msg`The password must have at least ${minLength} characters.`;
      }
      case 'LETTER_AND_DIGIT':
        return msg`The password must contain at least one letter and one digit.`;
      case 'COMMON':
        return msg`This password is too common. Choose another one.`;
      case 'PERSONAL':
        return msg`The password must not contain your e-mail, phone number or name.`;
      default:
        return msg`This password is too weak. Choose another one.`;
    }
  },
  WRONG_PASSWORD: () => msg`The current password is not right.`,
  INVALID_RESET_CODE: () => msg`This reset code is wrong or has expired. Ask for a new one.`,
  PROVIDER_DISABLED: () => msg`This way of signing in is not available on this shop.`,
  PROVIDER_UNAVAILABLE: () => msg`The sign-in service could not be reached. Try again later.`,
  INVALID_SOCIAL_LOGIN: () => msg`This sign-in could not be verified. Try again.`,
  SOCIAL_ACCOUNT_NOT_FOUND: () => msg`No account is connected to this sign-in yet. Register with it first.`,
  DUPLICATE: () => msg`This value is already used by another record.`,
  IN_USE: () => msg`This is still in use, so it cannot be deleted.`,
  NAME_CLASH: (facts) => {
    const name = fact(facts, 'name');
    const other = fact(facts, 'clashName');
    if (name === undefined || other === undefined)
      return msg`This name is already used by a brand, model or maker the shop carries.`;
    switch (fact(facts, 'clashWith')) {
      case 'uncarriedBrand':
        return msg`The name ${name} is listed under Brands without parts as ${other}. Remove it there first.`;
      case 'model':
        return msg`The name ${name} is already the model ${other}, which the shop carries.`;
      case 'maker':
        return msg`The name ${name} is already the maker ${other}.`;
      default:
        return msg`The name ${name} is already the brand ${other}, which the shop carries.`;
    }
  },
  EMPTY_CART: () => msg`Your cart is empty.`,
  OUT_OF_STOCK: () => msg`Some items are no longer in stock in the quantity you asked for.`,
  INVALID_STATUS: (facts) => {
    const orderId = fact(facts, 'orderId');
    const statusCode = fact(facts, 'status');
    if (orderId === undefined || statusCode === undefined)
      return msg`This can no longer be done in its current status.`;
    const label = orderStatusLabels[statusCode];
    // The shared i18n instance (one per page) words the status in the language the message is read in.
    const status = label ? i18n._(label) : statusCode;
    return msg`Order ${orderId} is now ${status}, so this can no longer be done.`;
  },
  NO_LOCATION: () => msg`Choose a delivery address first.`,
  OUTSIDE_DELIVERY_ZONES: () =>
    msg`We do not deliver to this address yet. Choose pickup from the store, or another address.`,
  DELIVERY_OPTION_UNAVAILABLE: () =>
    msg`This delivery option is not offered for these items to this address. Choose another one.`,
  CASH_ON_DELIVERY_UNAVAILABLE: () =>
    msg`Cash on delivery is not taken at this address. Pay by bank, or choose pickup from the store.`,
  DELIVERY_ZONE_OVERLAP: () => msg`Another delivery zone already covers this province and district.`,
  CART_FULL: () => msg`Your cart is full. Order or remove some items first.`,
  GARAGE_FULL: (facts) => {
    const limit = fact(facts, 'limit');
    return limit === undefined
      ? msg`Your garage is full. Remove a vehicle first.`
      : msg`Your garage holds ${limit} vehicles at most. Remove one first.`;
  },
  NOT_A_CUSTOMER: () => msg`Only a shopper's account can place orders.`,
  PAYMENT_METHOD_DISABLED: () => msg`This payment method is no longer available. Choose another one.`,
  CURRENCY_IN_USE: () => msg`US dollars and riel are always kept: they cannot be removed, renamed or switched off.`,
  OVERPAYMENT: (facts) => {
    const amountDue = fact(facts, 'amountDue');
    return amountDue === undefined
      ? msg`This is more than the invoice still has due.`
      : msg`The invoice has only $${amountDue} due; a payment may not be more.`;
  },
  INVOICE_CANCELLED: () => msg`This invoice is cancelled: nothing is due on it.`,
  RECEIPT_STATUS: (facts) => {
    const receiptId = fact(facts, 'receiptId');
    const orderId = fact(facts, 'orderId');
    if (fact(facts, 'orderStatus') === 'PAID' && orderId !== undefined)
      return msg`Order ${orderId} is paid, so its receipts can no longer be voided.`;
    if (fact(facts, 'status') === 'VOID' && receiptId !== undefined)
      return msg`Receipt ${receiptId} is void: it no longer counts and cannot change.`;
    if (fact(facts, 'status') === 'PAID' && receiptId !== undefined)
      return msg`Receipt ${receiptId} is confirmed paid: only a receipt not yet confirmed can be deleted.`;
    return msg`This receipt can no longer change: the order is paid or the receipt is void.`;
  },
  ALREADY_REGISTERED: (facts) => {
    switch (fact(facts, 'identifier')) {
      case 'email':
        return msg`This e-mail address is already registered. Sign in, or use another one.`;
      case 'phone':
        return msg`This phone number is already registered. Sign in, or use another one.`;
      default:
        return msg`This e-mail address or phone number is already registered. Sign in, or use another one.`;
    }
  },
  LAST_SUPER_ADMIN: () => msg`The shop must keep at least one active super administrator.`,
  OWN_ACCOUNT: () => msg`You cannot do this to your own account.`,
  RETURN_EXCEEDS_STOCK: () => msg`This is more than the stock holds. Lower the quantity.`,
  NOT_BANK_ORDER: () => msg`This order is not paid by bank transfer, so it has no KHQR code.`,
  NOTHING_DUE: () => msg`Nothing is due on this order.`,
  KHQR_NOT_CONFIGURED: () => msg`Bank payment by KHQR is not set up in this shop yet.`,
  BANK_CHECK_NOT_CONFIGURED: () =>
    msg`Asking the bank about payments is not set up in this shop. Record the receipt by hand.`,
  BANK_UNREACHABLE: () => msg`The bank could not be asked just now. Try again in a moment.`,
  RELEASE_REFUSED: () => msg`This version needs something the live shell does not provide, so it was not released.`,
  CSV_MALFORMED: () => msg`This file could not be read as CSV. Check its quotes and separators.`,
  CSV_EMPTY: () => msg`This file has no rows.`,
  CSV_MISSING_COLUMN: () => msg`A column the template has is missing from this file.`,
  CSV_UNKNOWN_COLUMN: () => msg`This file has a column the template does not have.`,
  CSV_DUPLICATE_COLUMN: () => msg`A column appears twice in this file.`,
  CSV_TOO_MANY_ROWS: () => msg`This file has too many rows. Split it and import each part.`,
  CSV_EXPECTED: () => msg`Choose a CSV file.`,
  INSUFFICIENT_STOCK: (facts) => {
    const available = fact(facts, 'available');
    return available === undefined
      ? msg`Not enough stock for this.`
      : msg`Not enough stock: only ${available} available.`;
  },
  STOCK_IN_ORDERS: () => msg`Open orders still hold this stock. Finish or cancel them first.`,
  REVIEW_EXISTS: () => msg`You have already reviewed this.`,
  NOT_PURCHASED: () => msg`You can review a part once you have received it.`,
  // Issue 33 §1, catalogue ownership.
  ITEM_NOT_YOURS: (facts) => {
    switch (fact(facts, 'reason')) {
      case 'OTHER_SUPPLIER':
        return msg`Another supplier added this item: only that supplier or an administrator can change it.`;
      case 'SHARED':
        return msg`Another supplier stocks this item too, so only an administrator can change it now.`;
      default:
        return msg`This item belongs to the shop's catalogue: only an administrator can change it.`;
    }
  },
  ADMIN_ONLY_FIELD: () => msg`Only an administrator can mark items as popular or best sellers.`,
  UNIT_FACTOR_IN_USE: () =>
    msg`Stock or orders already use this unit, so its size cannot change. Make a new unit instead.`,
  // files (issue 33)
  LINK_EXPIRED: () => msg`This file link has expired. Reload the page for a fresh one.`,
  LINK_INVALID: () => msg`This file link is not valid. Open the file again from its page.`,
};

/** The code an answer without a known code is worded as (a proxy's 502, a code newer than this build). */
function codeOfStatus(status: number): ApiErrorCode {
  if (status === 401) return 'INVALID_TOKEN';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status >= 500) return 'DATABASE_UNAVAILABLE';
  return 'VALIDATION';
}

/** The message for an error answer's code and facts (or, for a code this build does not know, its status). */
export function wordErrorCode(code: string | undefined, facts: ErrorFacts, status: number): MessageDescriptor {
  const known = code !== undefined && Object.hasOwn(wordings, code) ? (code as ApiErrorCode) : codeOfStatus(status);
  return wordings[known](facts);
}
