// The audit trail in a person's words, in their language: what was done, to which kind of record, which field and
// what it held (names instead of ids, yes/no, dates), and where the record's page is. Used by the audit screen and
// by every record's History panel, so both read the same. The kinds are the API's own list (AUDIT_KINDS): a kind
// added there fails the typecheck here until it has its words and its page.
import { useLingui } from '@lingui/react/macro';
import type { AuditAction, AuditChangeView, AuditEntryView, AuditKind, AuditRecordName } from '@shop/contracts';
import { formatDate, formatNumber, type LinguiLocale, localizedName, toRouteLocale } from '@shop/i18n';
import { positionLabels, useOrderStatusLabel } from '@shop/ui';

/** A field name as words when the dictionary lacks it: `alertThreshold` → "Alert threshold", never the raw key. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The back-office page of a record of each kind (its own page where there is one, else its list); null: none. */
const PAGES: Record<AuditKind, ((id: number) => string) | null> = {
  currency: () => 'currencies',
  'payment-method': () => 'payment-methods',
  language: () => 'languages',
  configuration: () => 'configuration',
  translation: () => 'translations',
  'unit-type': () => 'unit-types',
  year: () => 'years',
  brand: () => 'brands',
  model: () => 'models',
  category: () => 'categories',
  'accessory-category': () => 'accessory-categories',
  'brand-item': () => 'makers',
  part: (id) => `parts/${id}`,
  // A fitment is shown on its part's page, an adjustment in its stock's history (the answer's `pageId`).
  'part-fit': (partId) => `parts/${partId}`,
  item: () => 'items',
  'item-unit': () => 'items',
  accessory: () => 'accessories',
  location: () => 'provinces',
  attachment: () => 'attachments',
  user: () => 'users',
  supplier: () => 'suppliers',
  store: () => 'stores',
  stock: (id) => `stock-history/${id}`,
  adjustment: (stockId) => `stock-history/${stockId}`,
  order: (id) => `orders/${id}`,
  receipt: () => 'receipts',
  'supplier-return-stock': (id) => `returns/${id}`,
  review: () => 'reviews',
  release: () => 'releases',
  'delivery-zone': () => 'delivery-zones',
  district: () => 'districts',
  'uncarried-brand': () => 'uncarried-brands',
};
/** Kinds whose page is another record's: they link only when the answer names that record (`pageId`). */
const PAGE_OF_OTHER = new Set<AuditKind>(['part-fit', 'adjustment']);

const isKind = (kind: string): kind is AuditKind => Object.hasOwn(PAGES, kind);
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export interface AuditWords {
  action: (action: AuditAction) => string;
  kind: (kind: string) => string;
  field: (kind: string, field: string) => string;
  /** A record's name in the reader's language, else its kind and number ("Order #12"). */
  record: (kind: string, id: number, name: AuditRecordName | null | undefined) => string;
  /** One side of a change as a person reads it; `entity` is the kind of the record changed. */
  value: (change: AuditChangeView, side: 'from' | 'to', entity?: string) => string;
  /** Who made the change: their name, a former account's number, or the system. */
  actor: (actor: AuditEntryView['actor']) => string;
  /** The record's page under `/{locale}/admin/`, or null when it has none. */
  href: (entry: Pick<AuditEntryView, 'entity' | 'entityId' | 'record'>) => string | null;
}

export function useAuditWords(): AuditWords {
  const { t, i18n } = useLingui();
  const orderStatus = useOrderStatusLabel();
  const actions: Record<AuditAction, string> = {
    create: t`Added`,
    update: t`Changed`,
    delete: t`Deleted`,
    status: t`Status changed`,
    enable: t`Switched on`,
    disable: t`Switched off`,
    approve: t`Approval changed`,
    stock: t`Stock changed`,
    trash: t`Moved to trash`,
    restore: t`Restored`,
    revert: t`Reverted`,
  };
  const kinds: Record<AuditKind, string> = {
    currency: t`Currency`,
    'payment-method': t`Payment method`,
    language: t`Language`,
    configuration: t`Setting`,
    translation: t`Translation`,
    'unit-type': t`Unit type`,
    year: t`Year`,
    brand: t`Vehicle brand`,
    model: t`Vehicle model`,
    category: t`Category`,
    'accessory-category': t`Accessory category`,
    'brand-item': t`Maker`,
    part: t`Part`,
    'part-fit': t`Fitment`,
    item: t`Item`,
    'item-unit': t`Item unit`,
    accessory: t`Accessory`,
    location: t`Location`,
    attachment: t`Attachment`,
    user: t`Account`,
    supplier: t`Supplier`,
    store: t`Store`,
    stock: t`Stock`,
    adjustment: t`Stock adjustment`,
    // Not the sort order of a list ("Order" elsewhere): a customer's order.
    order: t({ message: 'Order', context: 'record kind' }),
    receipt: t`Receipt`,
    'supplier-return-stock': t`Stock return`,
    review: t`Review`,
    release: t`Release`,
    'delivery-zone': t`Delivery zone`,
    district: t`District`,
    'uncarried-brand': t`Brand without parts`,
  };
  // Field names shared by every kind; a kind's own meaning of a field comes first (`byKind`).
  const fields: Record<string, string> = {
    name: t`Name`,
    nameKh: t`Khmer name`,
    nativeName: t`Name in its language`,
    description: t`Description`,
    descriptionKh: t`Khmer description`,
    phone: t`Phone`,
    email: t`E-mail`,
    address: t`Address`,
    enabled: t`Switched on`,
    active: t`Active`,
    status: t`Status`,
    type: t`Type`,
    kind: t`Kind`,
    code: t`Code`,
    symbol: t`Symbol`,
    rate: t`Exchange rate`,
    quantity: t`Quantity`,
    quantityBefore: t`Quantity before`,
    quantityAfter: t`Quantity after`,
    price: t`Price`,
    dealerPrice: t`Dealer price`,
    alertThreshold: t`Low-stock alert at`,
    partNumber: t`Part number`,
    numbers: t`Part numbers`,
    brandItem: t`Maker`,
    category: t`Category`,
    accessoryCategory: t`Accessory category`,
    position: t`Position`,
    image: t`Picture`,
    logo: t`Logo`,
    country: t`Country`,
    popular: t`Popular`,
    bestSeller: t`Best seller`,
    note: t`Note`,
    noteKh: t`Khmer note`,
    internalNote: t`Staff note`,
    reason: t`Reason`,
    item: t`Item`,
    store: t`Store`,
    supplier: t`Supplier`,
    stock: t`Stock`,
    part: t`Part`,
    brand: t`Vehicle brand`,
    model: t`Vehicle model`,
    year: t`Year`,
    unitType: t`Unit type`,
    factor: t`Units in it`,
    isBase: t`Base unit`,
    key: t`Key`,
    value: t`Value`,
    language: t`Language`,
    namespace: t`Package`,
    isCorrect: t`Checked as correct`,
    isPublic: t`Public`,
    sortOrder: t`Order in lists`,
    accountName: t`Account name`,
    accountNumber: t`Account number`,
    title: t`Title`,
    alt: t`Picture description`,
    folder: t`Folder`,
    file: t`File`,
    trashedAt: t`In trash since`,
    deletedAt: t`Deleted on`,
    dealerApproved: t`Dealer approved`,
    hidden: t`Hidden`,
    moderationReason: t`Reason for hiding`,
    moderatedAt: t`Moderated on`,
    rating: t`Rating`,
    comment: t`Comment`,
    amount: t`Amount`,
    method: t`Payment method`,
    reference: t`Reference`,
    invoice: t`Invoice`,
    user: t`Account`,
    version: t`Version`,
    condition: t`Condition`,
    uploadedBy: t`Uploaded by`,
    recordedBy: t`Recorded by`,
    createdById: t`Made by`,
    shippingWeightGrams: t`Shipping weight (g)`,
    location: t`Province`,
    district: t`District`,
    districtKh: t`Khmer district name`,
    freeAbove: t`Free delivery from`,
    codAllowed: t`Cash on delivery`,
    codFee: t`Cash on delivery fee`,
    options: t`Shipping options and fees`,
  };
  const byKind: Partial<Record<AuditKind, Record<string, string>>> = {
    translation: { value: t`Text`, key: t`Message` },
    year: { value: t`Year` },
    stock: { quantity: t`Units in stock` },
    release: { version: t`Live version` },
    'uncarried-brand': { otherNames: t`Other spellings` },
  };
  // Codes the API keeps, worded per field (and per kind where one field holds another vocabulary).
  const adjustmentKinds: Record<string, string> = {
    FOUND: t`Found`,
    DAMAGED: t`Damaged`,
    LOST: t`Lost`,
    RECOUNT: t`Recount`,
  };
  const paymentMethods: Record<string, string> = { CASH: t`Cash`, BANK: t`Bank transfer` };
  // PENDING reads "Recorded", as on the receipts screen: counted against what is due, not confirmed yet.
  const receiptStatuses: Record<string, string> = { PENDING: t`Recorded`, PAID: t`Paid`, VOID: t`Void` };
  const accountTypes: Record<string, string> = {
    ADMIN: t`Admin`,
    SUPER_ADMIN: t`Super admin`,
    DEVELOPER: t`Developer`,
    CUSTOMER: t`Customer`,
    USER: t`Customer`,
    DEALER: t`Dealer`,
    SUPPLIER: t`Supplier`,
  };
  const itemTypes: Record<string, string> = { Part: t`Part`, Accessory: t`Accessory` };
  const conditions: Record<string, string> = { New: t`New` };
  const codeWords = (entity: string | undefined, field: string): Record<string, string> | undefined => {
    if (field === 'kind' && entity === 'adjustment') return adjustmentKinds;
    if (field === 'method') return paymentMethods;
    if (field === 'status' && entity === 'receipt') return receiptStatuses;
    if (field === 'type' && entity === 'user') return accountTypes;
    if (field === 'type' && entity === 'item') return itemTypes;
    if (field === 'condition') return conditions;
    return undefined;
  };
  const yes = t`Yes`;
  const no = t`No`;
  const kind = (name: string) => (isKind(name) ? kinds[name] : humanise(name));
  const nameIn = (name: AuditRecordName) => localizedName(name, i18n.locale);
  const plain = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return value ? yes : no;
    if (typeof value === 'number') return formatNumber(i18n, value);
    if (typeof value === 'string') return ISO_MOMENT.test(value) ? formatDate(i18n, value, 'date-time') : value;
    if (Array.isArray(value)) return value.map(plain).join(', ');
    return JSON.stringify(value);
  };
  return {
    action: (action) => actions[action] ?? humanise(action),
    kind,
    field: (kindName, field) =>
      (isKind(kindName) ? byKind[kindName]?.[field] : undefined) ?? fields[field] ?? humanise(field),
    record: (kindName, id, name) => (name ? nameIn(name) : `${kind(kindName)} #${formatNumber(i18n, id)}`),
    value: (change, side, entity) => {
      const id = change[side];
      const name = side === 'from' ? change.fromName : change.toName;
      if (name) return nameIn(name);
      if (change.kind && typeof id === 'number') return `${kind(change.kind)} #${formatNumber(i18n, id)}`;
      const codes = typeof id === 'string' ? codeWords(entity, change.field) : undefined;
      if (codes && typeof id === 'string' && Object.hasOwn(codes, id)) return codes[id]!;
      // Codes the API keeps (an order's status, a part's position) in the words the rest of the shop uses.
      if (typeof id === 'string' && change.field === 'status') return orderStatus(id);
      if (typeof id === 'string' && change.field === 'position' && Object.hasOwn(positionLabels, id))
        return i18n._(positionLabels[id as keyof typeof positionLabels]);
      return plain(id);
    },
    actor: (actor) => {
      if (!actor) return t`System`;
      const number = formatNumber(i18n, actor.id);
      return actor.name ?? t`Former account #${number}`;
    },
    href: ({ entity, entityId, record }) => {
      if (!isKind(entity)) return null;
      const page = PAGES[entity];
      const id = PAGE_OF_OTHER.has(entity) ? record?.pageId : entityId;
      if (!page || id === undefined) return null;
      return `/${toRouteLocale(i18n.locale as LinguiLocale)}/admin/${page(id)}`;
    },
  };
}
