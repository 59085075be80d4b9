// The supply module's services, made once and shared by its route files (and the stock ledger with commerce).
import type { Orm } from '../../db/orm.ts';
import { queryRows, sql } from '../../lib/sql.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import { AdjustmentService } from './adjustment.service.ts';
import { StockLedger } from './stock-ledger.ts';
import { StockReader } from './stock-read.ts';
import { StockService } from './stock.service.ts';
import { StoreService } from './store.service.ts';
import { SupplierService } from './supplier.service.ts';

export interface SupplyServices {
  ledger: StockLedger;
  reader: StockReader;
  stocks: StockService;
  adjustments: AdjustmentService;
  stores: StoreService;
  suppliers: SupplierService;
  /** The store a supplier runs, or null when it has none. */
  ownStoreId(supplierId: number): Promise<number | null>;
}

export function supplyServices(orm: Orm, notifications: NotificationService): SupplyServices {
  const ledger = new StockLedger(notifications);
  const reader = new StockReader(orm);
  return {
    ledger,
    reader,
    stocks: new StockService(orm, ledger, reader),
    adjustments: new AdjustmentService(orm, ledger),
    stores: new StoreService(orm),
    suppliers: new SupplierService(orm),
    ownStoreId: async (supplierId) =>
      (await queryRows<{ id: number }>(orm, sql`select id from store where supplier_id = ${supplierId}`))[0]?.id ??
      null,
  };
}
