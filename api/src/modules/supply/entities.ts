// Who sells what, where, at which price and how many are left.
import { Adjustment } from './adjustment.entity.ts';
import { StockHistory } from './stock-history.entity.ts';
import { Stock } from './stock.entity.ts';
import { Store } from './store.entity.ts';
import { Supplier } from './supplier.entity.ts';

export const supplyEntities = [Supplier, Store, Stock, StockHistory, Adjustment];
