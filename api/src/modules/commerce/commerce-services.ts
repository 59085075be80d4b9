// The commerce module's services, made once and shared by its route files.
import type { Orm } from '../../db/orm.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import { InvoiceService } from './invoice.service.ts';
import { OrderNoteService } from './order-note.service.ts';
import { OrderReader } from './order-read.ts';
import { OrderService } from './order.service.ts';

export interface CommerceServices {
  orders: OrderService;
  reader: OrderReader;
  invoices: InvoiceService;
  notes: OrderNoteService;
}

export function commerceServices(orm: Orm, notifications: NotificationService): CommerceServices {
  const reader = new OrderReader(orm);
  return { orders: new OrderService(orm, notifications), reader, invoices: new InvoiceService(orm, reader), notes: new OrderNoteService(orm) };
}
