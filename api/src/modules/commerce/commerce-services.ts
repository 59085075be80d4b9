// The commerce module's services, made once and shared by its route files.
import type { Orm } from '../../db/orm.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { StockLedger } from '../supply/stock-ledger.ts';
import { CartService } from './cart.service.ts';
import { DeliveryService } from './delivery.service.ts';
import { FavoriteService } from './favorite.service.ts';
import { GarageService } from './garage.service.ts';
import { InvoiceService } from './invoice.service.ts';
import { KhqrService } from './khqr.service.ts';
import { OrderNoteService } from './order-note.service.ts';
import { OrderReader } from './order-read.ts';
import { OrderService } from './order.service.ts';
import { OrderStockReader } from './order-stock.ts';
import { ReceiptService } from './receipt.service.ts';
import { ReviewModerationService } from './review-moderation.service.ts';
import { ReviewService } from './review.service.ts';
import { SupplierReturnService } from './supplier-return.service.ts';

export interface CommerceServices {
  orders: OrderService;
  reader: OrderReader;
  invoices: InvoiceService;
  notes: OrderNoteService;
  receipts: ReceiptService;
  returns: SupplierReturnService;
  /** The stocks staff may put on an order they place for a customer. */
  stocks: OrderStockReader;
  carts: CartService;
  favorites: FavoriteService;
  garage: GarageService;
  reviews: ReviewService;
  moderation: ReviewModerationService;
  delivery: DeliveryService;
  khqr: KhqrService;
}

/**
 * `shown` is told of each KHQR shown (the bank confirmation, made from these services, then watches the order);
 * by default nothing is.
 */
export function commerceServices(
  orm: Orm,
  notifications: NotificationService,
  ledger: StockLedger,
  shown?: (orderId: number) => Promise<unknown>,
): CommerceServices {
  const reader = new OrderReader(orm);
  const orders = new OrderService(orm, notifications, ledger);
  return {
    orders,
    reader,
    invoices: new InvoiceService(orm, reader),
    notes: new OrderNoteService(orm),
    receipts: new ReceiptService(orm, orders),
    returns: new SupplierReturnService(orm, ledger),
    stocks: new OrderStockReader(orm),
    carts: new CartService(orm),
    favorites: new FavoriteService(orm),
    garage: new GarageService(orm),
    reviews: new ReviewService(orm),
    moderation: new ReviewModerationService(orm),
    delivery: new DeliveryService(orm.em),
    khqr: new KhqrService(orm, shown),
  };
}
