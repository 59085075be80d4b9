// The commerce module's services, made once and shared by its route files.
import type { Orm } from '../../db/orm.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { StockLedger } from '../supply/stock-ledger.ts';
import { InvoiceService } from './invoice.service.ts';
import { OrderNoteService } from './order-note.service.ts';
import { OrderReader } from './order-read.ts';
import { OrderService } from './order.service.ts';
import { ReceiptService } from './receipt.service.ts';
import { SupplierReturnService } from './supplier-return.service.ts';

export interface CommerceServices {
  orders: OrderService;
  reader: OrderReader;
  invoices: InvoiceService;
  notes: OrderNoteService;
  receipts: ReceiptService;
  returns: SupplierReturnService;
}

export function commerceServices(orm: Orm, notifications: NotificationService, ledger: StockLedger): CommerceServices {
  const reader = new OrderReader(orm);
  const orders = new OrderService(orm, notifications, ledger);
  return {
    orders,
    reader,
    invoices: new InvoiceService(orm, reader),
    notes: new OrderNoteService(orm),
    receipts: new ReceiptService(orm, orders),
    returns: new SupplierReturnService(orm, ledger),
  };
}
