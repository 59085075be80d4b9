// Carts, favourites, garages, orders, invoices, receipts, supplier returns, payment methods, currencies and reviews.
import { CartAddSent } from './cart-add-sent.entity.ts';
import { CartItem } from './cart-item.entity.ts';
import { Favorite } from './favorite.entity.ts';
import { GarageVehicle } from './garage-vehicle.entity.ts';
import { Invoice } from './invoice.entity.ts';
import { KhqrCode } from './khqr-code.entity.ts';
import { OrderDetail } from './order-detail.entity.ts';
import { OrderNote } from './order-note.entity.ts';
import { OrderPart } from './order-part.entity.ts';
import { OrderStatusHistory } from './order-status-history.entity.ts';
import { Order } from './order.entity.ts';
import { PaymentMethod } from './payment-method.entity.ts';
import { Currency } from './currency.entity.ts';
import { DeliveryZone } from './delivery-zone.entity.ts';
import { Receipt } from './receipt.entity.ts';
import { Review } from './review.entity.ts';
import { SupplierReturn } from './supplier-return.entity.ts';

export const commerceEntities = [
  CartItem,
  CartAddSent,
  Favorite,
  Order,
  OrderPart,
  OrderDetail,
  OrderStatusHistory,
  OrderNote,
  Invoice,
  PaymentMethod,
  Currency,
  Review,
  Receipt,
  KhqrCode,
  SupplierReturn,
  GarageVehicle,
  DeliveryZone,
];
