// An in-memory stand-in for the API's storefront order, invoice, notification and review routes. It answers with
// the shapes of @shop/contracts and refuses (400) any request whose query or body differs from what the API
// accepts, so a page that sends the wrong thing fails its test. The API itself is tested against PostgreSQL.
import type {
  InvoiceView,
  NotificationView,
  OrderDetailView,
  OrderLine,
  PartDelivery,
  UserLocation,
} from '@shop/contracts';

const ORDER_STATUSES = ['PENDING', 'ACCEPTED', 'PROCESSING', 'DELIVERED', 'PAID', 'CANCELLED'];
const RIEL_PER_DOLLAR = 4100n;

export interface Answer {
  status: number;
  body?: unknown;
}

type FakeOrder = Omit<OrderDetailView, 'lines'> & { userId: number; lines: OrderLine[] };

/** A review as the API stores it; `stockId` null for a review of the shop. */
export interface StoredReview {
  id: number;
  userId: number;
  stockId: number | null;
  userName: string;
  /** The reviewer's account was deleted (never here: a shopper reviewing is signed in). */
  formerCustomer: boolean;
  rating: number;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LineSeed {
  name: string;
  supplier: string;
  quantity: number;
  unitPrice: string;
  status?: 'OPEN' | 'CANCELLED';
  stockId?: number;
}

const error = (statusCode: number, code: string, message: string, extra: object = {}): Answer => ({
  status: statusCode,
  body: { statusCode, code, message, ...extra },
});
const badRequest = (message: string) => error(400, 'VALIDATION', message);

const cents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
const money = (value: bigint) => `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
/** Cents to riel, rounded to 100 riel like the API. */
const riel = (value: bigint) => (((value * RIEL_PER_DOLLAR + 5000n) / 10000n) * 100n).toString();

/** Each supplier's one store, with a contact the printable invoice shows. */
export const storeOf = (supplier: { id: number; name: string; nameKh: string | null }) => ({
  id: supplier.id + 100,
  name: `${supplier.name} store`,
  nameKh: null,
  phone: `023 880 ${String(supplier.id).padStart(3, '0')}`,
  address: `${supplier.id} Monivong Blvd, Phnom Penh`,
});

const isInt = (value: unknown, min: number, max = 2_147_483_647) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const onlyKeys = (body: Record<string, unknown>, allowed: string[]) =>
  Object.keys(body).every((key) => allowed.includes(key));

/** `page` and `size` as the API reads them (zero-based page, size 1..100, default 10), or a 400. */
function paging(query: URLSearchParams): { page: number; size: number } | Answer {
  const page = Number(query.get('page') ?? '0');
  const size = Number(query.get('size') ?? '10');
  if (!isInt(page, 0) || !isInt(size, 1, 100)) return badRequest('querystring/page or size is out of range');
  return { page, size };
}
const isAnswer = (value: unknown): value is Answer => typeof value === 'object' && value !== null && 'status' in value;

function paged<T>(items: T[], { page, size }: { page: number; size: number }): Answer {
  return {
    status: 200,
    body: {
      data: items.slice(page * size, page * size + size),
      pagination: { page, pageSize: size, totalCount: items.length, totalPage: Math.ceil(items.length / size) },
    },
  };
}

export function createFakeCommerce() {
  const orders: FakeOrder[] = [];
  const invoices: (InvoiceView & { userId: number })[] = [];
  const notifications: (NotificationView & { userId: number })[] = [];
  const reviews: StoredReview[] = [];
  let nextId = 5000;
  let clock = Date.parse('2026-11-01T08:00:00Z');
  const now = () => new Date((clock += 60_000)).toISOString();

  /** A part's delivery fees (shipping and cash on delivery) in cents and riel; none once it is cancelled. */
  const feesOf = (delivery: PartDelivery | null, cancelled: boolean) =>
    delivery && !cancelled
      ? {
          cents: cents(delivery.fee) + cents(delivery.codFee),
          riel: BigInt(delivery.feeKhr) + BigInt(delivery.codFeeKhr),
        }
      : { cents: 0n, riel: 0n };
  // As the API sums them: each total is its lines plus its parts' delivery fees, riel the sum of the riel listed.
  const recount = (order: FakeOrder) => {
    const goods = order.lines
      .filter((line) => line.status === 'OPEN')
      .reduce((sum, line) => sum + cents(line.lineTotal), 0n);
    let feeCents = 0n;
    let feeRiel = 0n;
    for (const part of order.parts) {
      const own = order.lines.filter((line) => line.supplier.id === part.supplier.id);
      const partGoods = own
        .filter((line) => line.status === 'OPEN')
        .reduce((sum, line) => sum + cents(line.lineTotal), 0n);
      const fees = feesOf(part.delivery, part.status === 'CANCELLED');
      feeCents += fees.cents;
      feeRiel += fees.riel;
      Object.assign(part, {
        goodsTotal: money(partGoods),
        goodsTotalKhr: riel(partGoods),
        total: money(partGoods + fees.cents),
        totalKhr: (BigInt(riel(partGoods)) + fees.riel).toString(),
        lineCount: own.length,
      });
    }
    order.total = money(goods + feeCents);
    order.totalKhr = (BigInt(riel(goods)) + feeRiel).toString();
    order.deliveryTotal = money(feeCents);
    order.deliveryTotalKhr = feeRiel.toString();
  };
  /** The API's derivation: CANCELLED when every part is, else the least advanced part that is not. */
  const derive = (order: FakeOrder) => {
    const path = ['PENDING', 'ACCEPTED', 'PROCESSING', 'DELIVERED', 'PAID'];
    const live = order.parts.filter((part) => part.status !== 'CANCELLED').map((part) => path.indexOf(part.status));
    order.status = (live.length === 0 ? 'CANCELLED' : path[Math.min(...live)]) as FakeOrder['status'];
  };
  // As the API writes them: the English text plus the facts the page words in the shopper's language.
  const notify = (order: FakeOrder, from: FakeOrder['status'], to: FakeOrder['status'], note: string | null) => {
    nextId += 1;
    notifications.push({
      id: nextId,
      userId: order.userId,
      kind: 'ORDER_STATUS',
      title: `Order #${order.id} is ${to}`,
      message: `Your order #${order.id} moved from ${from} to ${to}${note ? `: ${note}` : ''}`,
      orderId: order.id,
      fromStatus: from,
      toStatus: to,
      note,
      seen: false,
      createdAt: now(),
    });
  };
  const move = (
    order: FakeOrder,
    to: string,
    changedBy: { id: number; name: string } | null,
    note: string | null = null,
  ) => {
    order.history.push({ from: order.status, to: to as FakeOrder['status'], note, changedBy, at: now() });
    const from = order.status;
    order.status = to as FakeOrder['status'];
    for (const part of order.parts) {
      if (part.status === 'CANCELLED') continue;
      part.history.push({
        from: part.status,
        to: to as FakeOrder['status'],
        note,
        changedBy,
        at: now(),
        partId: part.id,
      });
      part.status = to as FakeOrder['status'];
    }
    if (to === 'CANCELLED') {
      for (const invoice of invoices) if (invoice.orderId === order.id) invoice.status = 'CANCELLED';
    }
    if (to === 'ACCEPTED') {
      for (const supplierId of new Set(order.lines.filter((l) => l.status === 'OPEN').map((l) => l.supplier.id))) {
        const lines = order.lines.filter((l) => l.status === 'OPEN' && l.supplier.id === supplierId);
        const goods = lines.reduce((sum, line) => sum + cents(line.lineTotal), 0n);
        const delivery = order.parts.find((part) => part.supplier.id === supplierId)?.delivery ?? null;
        const fees = feesOf(delivery, false);
        nextId += 1;
        const supplier = lines[0]!.supplier;
        invoices.push({
          id: nextId,
          userId: order.userId,
          orderId: order.id,
          status: 'ACCEPTED',
          supplier,
          store: storeOf(supplier),
          customer: order.customer,
          address: order.address,
          paymentMethod: order.paymentMethod,
          orderStatus: 'ACCEPTED',
          dealerPricing: order.dealerPricing,
          total: money(goods + fees.cents),
          totalKhr: (BigInt(riel(goods)) + fees.riel).toString(),
          goodsTotal: money(goods),
          goodsTotalKhr: riel(goods),
          delivery,
          createdAt: now(),
          lines,
        });
      }
    }
    notify(order, from, to as FakeOrder['status'], note);
  };
  // Lines carry the shopper's review of their stock, and whether they may review it: an open line of a received order.
  const view = ({ userId, ...order }: FakeOrder) => ({
    ...order,
    lines: order.lines.map((line) => {
      const review = reviews.find((r) => r.userId === userId && r.stockId === line.stockId);
      return {
        ...line,
        review: review ? { id: review.id, rating: review.rating, comment: review.comment } : null,
        canReview: line.status === 'OPEN' && (order.status === 'DELIVERED' || order.status === 'PAID'),
      };
    }),
  });
  const summary = (order: FakeOrder) => {
    const { id, status, total, totalKhr, deliveryTotal, deliveryTotalKhr, paymentMethod, shippingOption, customer } =
      order;
    return {
      id,
      status,
      total,
      totalKhr,
      deliveryTotal,
      deliveryTotalKhr,
      lineCount: order.lines.length,
      paymentMethod,
      shippingOption,
      customer,
      createdAt: order.createdAt,
    };
  };

  const commerce = {
    orders,
    invoices,
    notifications,
    reviews,
    /**
     * An order of `user` delivered to `location`, placed now (PENDING); `deliveries` gives a supplier's part (by
     * supplier name) the delivery it was ordered with (none: an order placed before delivery was priced).
     */
    placeOrder(
      user: { id: number; name: string },
      location: UserLocation,
      lines: LineSeed[],
      deliveries: Record<string, PartDelivery> = {},
    ): FakeOrder {
      nextId += 1;
      const id = nextId;
      const order: FakeOrder = {
        id,
        userId: user.id,
        status: 'PENDING',
        total: '0.00',
        totalKhr: '0',
        deliveryTotal: '0.00',
        deliveryTotalKhr: '0',
        lineCount: lines.length,
        paymentMethod: 'CASH',
        shippingOption: 'Ground Way',
        customer: { id: user.id, name: user.name },
        createdAt: now(),
        dealerPricing: false,
        address: {
          userLocationId: location.id,
          locationId: location.location.id,
          locationName: location.location.name,
          locationNameKh: location.location.nameKh,
          recipientName: location.details.recipientName,
          phone: location.details.phone,
          address: location.details.address,
        },
        note: null,
        reasons: null,
        refundNote: null,
        history: [{ from: null, to: 'PENDING', note: null, changedBy: { id: user.id, name: user.name }, at: now() }],
        parts: [],
        lines: lines.map((seed, index) => {
          nextId += 1;
          const total = cents(seed.unitPrice) * BigInt(seed.quantity);
          return {
            id: nextId,
            stockId: seed.stockId ?? 900 + index,
            item: {
              itemId: 700 + index,
              type: 'Part',
              partId: 800 + index,
              accessoryId: null,
              partNumber: `PN-${index + 1}`,
              name: seed.name,
              nameKh: null,
            },
            unit: { id: 1, name: 'piece', nameKh: 'គ្រាប់', factor: 1 },
            supplier: { id: seed.supplier.length, name: seed.supplier, nameKh: null },
            quantity: seed.quantity,
            baseQuantity: seed.quantity,
            unitPrice: seed.unitPrice,
            unitPriceKhr: riel(cents(seed.unitPrice)),
            lineTotal: money(total),
            lineTotalKhr: riel(total),
            status: seed.status ?? 'OPEN',
          };
        }),
      };
      // One part per supplier, as the API groups the lines.
      for (const line of order.lines) {
        if (order.parts.some((part) => part.supplier.id === line.supplier.id)) continue;
        nextId += 1;
        const at = order.history[0]!.at;
        order.parts.push({
          id: nextId,
          supplier: line.supplier,
          status: 'PENDING',
          total: '0.00',
          totalKhr: '0',
          goodsTotal: '0.00',
          goodsTotalKhr: '0',
          delivery: deliveries[line.supplier.name] ?? null,
          lineCount: 0,
          updatedAt: at,
          history: [{ ...order.history[0]!, partId: null }],
        });
      }
      recount(order);
      orders.push(order);
      return order;
    },
    /** A supplier's move of its own part (by supplier name): the part moves, the order's status is derived, the shopper told per part. */
    movePart(id: number, supplierName: string, to: string, note: string | null = null) {
      const order = orders.find((candidate) => candidate.id === id)!;
      const part = order.parts.find((candidate) => candidate.supplier.name === supplierName)!;
      const from = part.status;
      const changedBy = { id: 2, name: `${supplierName} staff` };
      const at = now();
      part.history.push({ from, to: to as FakeOrder['status'], note, changedBy, at, partId: part.id });
      order.history.push({ from, to: to as FakeOrder['status'], note, changedBy, at, partId: part.id });
      part.status = to as FakeOrder['status'];
      if (to === 'CANCELLED')
        for (const line of order.lines) if (line.supplier.id === part.supplier.id) line.status = 'CANCELLED';
      recount(order);
      derive(order);
      nextId += 1;
      notifications.push({
        id: nextId,
        userId: order.userId,
        kind: 'ORDER_STATUS',
        title: `${supplierName}'s part of order #${order.id} is ${to}`,
        message: `${supplierName}'s part of your order #${order.id} moved from ${from} to ${to}`,
        orderId: order.id,
        fromStatus: from,
        toStatus: to as FakeOrder['status'],
        note,
        supplierName,
        supplierNameKh: part.supplier.nameKh,
        seen: false,
        createdAt: at,
      });
    },
    /** What the back-office does: moves the order and notifies the shopper (no rules checked: tests set up states). */
    moveOrder(id: number, to: string, note: string | null = null) {
      move(
        orders.find((order) => order.id === id)!,
        to,
        { id: 1, name: 'Shop admin' },
        note,
      );
    },
    /** A notification as stored by an API that words it differently (another kind, or no facts): shown as written. */
    addNotification(
      userId: number,
      fields: Pick<NotificationView, 'title' | 'message' | 'orderId'> & { kind?: string; note?: string | null },
    ) {
      nextId += 1;
      const notification = {
        kind: 'ORDER_STATUS',
        fromStatus: null,
        toStatus: null,
        note: null,
        ...fields,
        id: nextId,
        userId,
        seen: false,
        createdAt: now(),
      };
      notifications.push(notification as NotificationView & { userId: number });
      return notification;
    },
    /** A review written elsewhere (another tab, another order of the same stock). */
    addReview(
      user: { id: number; name: string },
      stockId: number | null,
      rating: number,
      comment: string | null,
    ): StoredReview {
      nextId += 1;
      const at = now();
      const review = {
        id: nextId,
        userId: user.id,
        stockId,
        userName: user.name,
        formerCustomer: false,
        rating,
        comment,
        createdAt: at,
        updatedAt: at,
      };
      reviews.push(review);
      return review;
    },
  };

  function orderRoutes(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
    me: { id: number; name: string },
    locations: UserLocation[],
  ): Answer | undefined {
    const mine = orders.filter((order) => order.userId === me.id);
    const find = (id: number) => mine.find((order) => order.id === id);
    const parts = path.split('/');
    if (method === 'GET' && path === '/api/frontend/order') {
      const status = query.get('status') ?? 'ALL';
      if (status !== 'ALL' && !ORDER_STATUSES.includes(status))
        return badRequest(`querystring/status must be one of ALL, ${ORDER_STATUSES.join(', ')}`);
      const page = paging(query);
      if (isAnswer(page)) return page;
      const listed = mine
        .filter((order) => status === 'ALL' || order.status === status)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      return paged(listed.map(summary), page);
    }
    if (method === 'GET' && /^\/api\/frontend\/order\/\d+$/.test(path)) {
      const order = find(Number(parts[4]));
      return order
        ? { status: 200, body: { data: view(order) } }
        : error(404, 'NOT_FOUND', `Order ${parts[4]} not found`);
    }
    if (method === 'PUT' && /^\/api\/frontend\/order\/cancelled\/\d+$/.test(path)) {
      if (
        !onlyKeys(body, ['reasons']) ||
        (body.reasons !== undefined && (typeof body.reasons !== 'string' || body.reasons.length > 1000))
      ) {
        return badRequest('body must be { reasons?: string (at most 1000) }');
      }
      const order = find(Number(parts[5]));
      if (!order) return error(404, 'NOT_FOUND', `Order ${parts[5]} not found`);
      if (order.status !== 'PENDING')
        return error(
          409,
          'INVALID_STATUS',
          `Order ${order.id} is ${order.status}; it cannot be cancelled by the shopper now`,
          { facts: { orderId: order.id, status: order.status } },
        );
      for (const line of order.lines) line.status = 'CANCELLED';
      order.reasons = (body.reasons as string | undefined) ?? null;
      move(order, 'CANCELLED', me, order.reasons);
      return { status: 200, body: { data: view(order) } };
    }
    if (method === 'PUT' && /^\/api\/frontend\/order\/cancelled\/\d+\/\d+$/.test(path)) {
      if (Object.keys(body).length > 0) return badRequest('cancelling a line takes no body');
      const order = find(Number(parts[5]));
      const line = order?.lines.find((l) => l.id === Number(parts[6]));
      if (!order || !line) return error(404, 'NOT_FOUND', `Line ${parts[6]} of order ${parts[5]} not found`);
      if (order.status !== 'PENDING')
        return error(
          409,
          'INVALID_STATUS',
          `Order ${order.id} is ${order.status}; it cannot be changed by the shopper now`,
          { facts: { orderId: order.id, status: order.status } },
        );
      if (line.status !== 'OPEN') return error(409, 'INVALID_STATUS', `Line ${line.id} is already cancelled`);
      const lastOpen = order.lines.filter((l) => l.status === 'OPEN').length === 1;
      if (lastOpen) {
        move(order, 'CANCELLED', me);
        // As the API writes it: a system note's code and facts, worded by the page.
        Object.assign(order.history.at(-1)!, { noteCode: 'LAST_LINE_CANCELLED', noteFacts: { lineId: line.id } });
        line.status = 'CANCELLED';
      } else {
        line.status = 'CANCELLED';
        recount(order);
      }
      return { status: 200, body: { data: view(order) } };
    }
    if (method === 'PUT' && /^\/api\/frontend\/order\/modify-location\/\d+$/.test(path)) {
      if (!onlyKeys(body, ['userLocationId']) || !isInt(body.userLocationId, 1))
        return badRequest('body must be { userLocationId: integer }');
      const order = find(Number(parts[5]));
      if (!order) return error(404, 'NOT_FOUND', `Order ${parts[5]} not found`);
      const place = locations.find((l) => l.id === body.userLocationId);
      if (!place) return error(404, 'NOT_FOUND', `Saved location ${String(body.userLocationId)} not found`);
      if (order.status !== 'PENDING' && order.status !== 'ACCEPTED')
        return error(409, 'INVALID_STATUS', `Order ${order.id} is ${order.status}; it cannot be sent elsewhere now`, {
          facts: { orderId: order.id, status: order.status },
        });
      order.address = {
        userLocationId: place.id,
        locationId: place.location.id,
        locationName: place.location.name,
        locationNameKh: place.location.nameKh,
        recipientName: place.details.recipientName,
        phone: place.details.phone,
        address: place.details.address,
      };
      return { status: 200, body: { data: view(order) } };
    }
    return undefined;
  }

  function invoiceRoutes(method: string, path: string, query: URLSearchParams, me: { id: number }): Answer | undefined {
    const mine = invoices.filter((invoice) => invoice.userId === me.id);
    const strip = ({ userId: _userId, ...invoice }: (typeof invoices)[number]) => invoice;
    if (method === 'GET' && path === '/api/frontend/invoice') {
      const status = query.get('status') ?? 'ACCEPTED';
      if (!['ALL', 'ACCEPTED', 'CANCELLED'].includes(status))
        return badRequest('querystring/status must be one of ALL, ACCEPTED, CANCELLED');
      const page = paging(query);
      if (isAnswer(page)) return page;
      return paged(
        mine
          .filter((i) => status === 'ALL' || i.status === status)
          .sort((a, b) => b.id - a.id)
          .map(strip),
        page,
      );
    }
    const match = /^\/api\/frontend\/invoice\/(\d+)$/.exec(path);
    if (method === 'GET' && match) {
      const invoice = mine.find((i) => i.id === Number(match[1]));
      return invoice
        ? { status: 200, body: { data: strip(invoice) } }
        : error(404, 'NOT_FOUND', `Invoice ${match[1]} not found`);
    }
    return undefined;
  }

  function notificationRoutes(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
    me: { id: number },
  ): Answer | undefined {
    const mine = notifications.filter((n) => n.userId === me.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const strip = ({ userId: _userId, ...notification }: (typeof notifications)[number]) => notification;
    if (method === 'GET' && (path === '/api/frontend/notification/new' || path === '/api/frontend/notification/old')) {
      const page = paging(query);
      if (isAnswer(page)) return page;
      const seen = path.endsWith('/old');
      return paged(mine.filter((n) => n.seen === seen).map(strip), page);
    }
    if (method === 'PUT' && path === '/api/frontend/notification/multiple') {
      const ids = body.ids;
      if (
        !onlyKeys(body, ['ids']) ||
        !Array.isArray(ids) ||
        ids.length < 1 ||
        ids.length > 100 ||
        !ids.every((id) => isInt(id, 1))
      ) {
        return badRequest('body/ids must be 1 to 100 notification ids');
      }
      let updated = 0;
      for (const n of mine) {
        if (ids.includes(n.id) && !n.seen) {
          n.seen = true;
          updated += 1;
        }
      }
      return { status: 200, body: { data: { updated } } };
    }
    return undefined;
  }

  /** `{ rating, comment? }` (POST, with `stockId` for a stock) or a patch of them (PUT): the API's review bodies. */
  const reviewBodyError = (body: Record<string, unknown>, kind: 'create' | 'patch', extra: string[] = []) => {
    if (!onlyKeys(body, ['rating', 'comment', ...extra])) return 'body may only hold rating and comment';
    if (kind === 'patch' && Object.keys(body).length === 0) return 'body must change the rating or the comment';
    if ((kind === 'create' || body.rating !== undefined) && !isInt(body.rating, 1, 5))
      return 'body/rating must be 1 to 5';
    if (
      body.comment !== undefined &&
      body.comment !== null &&
      (typeof body.comment !== 'string' || body.comment.length > 2000)
    )
      return 'body/comment must be text of at most 2000';
    return null;
  };
  const reviewView = ({ userId: _userId, ...review }: StoredReview) => review;
  const exists = (review: StoredReview, what: string): Answer => ({
    status: 409,
    body: {
      statusCode: 409,
      code: 'REVIEW_EXISTS',
      message: `You have already reviewed ${what}; change review ${review.id} instead`,
      reviewId: review.id,
    },
  });
  const create = (me: { id: number; name: string }, stockId: number | null, body: Record<string, unknown>): Answer => {
    const review = commerce.addReview(
      me,
      stockId,
      body.rating as number,
      (body.comment as string | null | undefined) ?? null,
    );
    return { status: 201, body: { data: reviewView(review) } };
  };
  const update = (
    me: { id: number },
    id: number,
    kind: 'stock' | 'platform',
    body: Record<string, unknown>,
  ): Answer => {
    const review = reviews.find(
      (r) => r.id === id && r.userId === me.id && (kind === 'stock') === (r.stockId !== null),
    );
    if (!review) return error(404, 'NOT_FOUND', `Review ${id} not found`);
    if (body.rating !== undefined) review.rating = body.rating as number;
    if (body.comment !== undefined) review.comment = body.comment as string | null;
    review.updatedAt = now();
    return { status: 200, body: { data: reviewView(review) } };
  };

  function reviewRoutes(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
    me: { id: number; name: string },
  ): Answer | undefined {
    if (method === 'POST' && path === '/api/frontend/review/stock') {
      const wrong =
        reviewBodyError(body, 'create', ['stockId']) ?? (isInt(body.stockId, 1) ? null : 'body/stockId must be an id');
      if (wrong) return badRequest(wrong);
      const existing = reviews.find((r) => r.userId === me.id && r.stockId === body.stockId);
      if (existing) return exists(existing, 'this item');
      const received = orders.some(
        (order) =>
          order.userId === me.id &&
          (order.status === 'DELIVERED' || order.status === 'PAID') &&
          order.lines.some((l) => l.stockId === body.stockId && l.status === 'OPEN'),
      );
      if (!received) return error(403, 'NOT_PURCHASED', 'You can review an item once you have received it');
      return create(me, body.stockId as number, body);
    }
    const stockMatch = /^\/api\/frontend\/review\/stock\/(\d+)$/.exec(path);
    if (method === 'PUT' && stockMatch) {
      const wrong = reviewBodyError(body, 'patch');
      return wrong ? badRequest(wrong) : update(me, Number(stockMatch[1]), 'stock', body);
    }
    if (method === 'GET' && path === '/api/frontend/review') {
      const mine = query.get('mine');
      if (mine !== null && mine !== 'true' && mine !== 'false')
        return badRequest('querystring/mine must be true or false');
      const page = paging(query);
      if (isAnswer(page)) return page;
      const listed = reviews.filter((r) => r.stockId === null && (mine !== 'true' || r.userId === me.id));
      const answer = paged(listed.map(reviewView), page);
      const count = listed.length;
      const average = count
        ? (Math.round((listed.reduce((sum, r) => sum + r.rating, 0) / count) * 10) / 10).toFixed(1)
        : null;
      return { status: 200, body: { ...(answer.body as object), summary: { count, averageRating: average } } };
    }
    if (method === 'POST' && path === '/api/frontend/review') {
      const wrong = reviewBodyError(body, 'create');
      if (wrong) return badRequest(wrong);
      const existing = reviews.find((r) => r.userId === me.id && r.stockId === null);
      return existing ? exists(existing, 'the shop') : create(me, null, body);
    }
    const platformMatch = /^\/api\/frontend\/review\/(\d+)$/.exec(path);
    if (method === 'PUT' && platformMatch) {
      const wrong = reviewBodyError(body, 'patch');
      return wrong ? badRequest(wrong) : update(me, Number(platformMatch[1]), 'platform', body);
    }
    return undefined;
  }

  /** Answers a signed-in shopper's commerce request, or undefined when the path is not one of these routes. */
  function answer(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
    me: { id: number; name: string },
    locations: UserLocation[],
  ): Answer | undefined {
    if (path.startsWith('/api/frontend/order')) return orderRoutes(method, path, query, body, me, locations);
    if (path.startsWith('/api/frontend/invoice')) return invoiceRoutes(method, path, query, me);
    if (path.startsWith('/api/frontend/notification')) return notificationRoutes(method, path, query, body, me);
    if (path.startsWith('/api/frontend/review')) return reviewRoutes(method, path, query, body, me);
    return undefined;
  }

  return { ...commerce, answer };
}

export type FakeCommerce = ReturnType<typeof createFakeCommerce>;

/** GET /api/other/enum_type?type=ORDER_STATUS (public). */
export function enumTypeAnswer(query: URLSearchParams): Answer {
  if (query.get('type') !== 'ORDER_STATUS') return badRequest('this stand-in only knows ORDER_STATUS');
  return { status: 200, body: { data: [{ type: 'ORDER_STATUS', values: ORDER_STATUSES }] } };
}
