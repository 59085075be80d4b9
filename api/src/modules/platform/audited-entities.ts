// The entities whose back-office writes the audit trail records, under their routes' resource names.
import { AccessoryCategory } from '../catalog/accessory-category.entity.ts';
import { Accessory } from '../catalog/accessory.entity.ts';
import { BrandItem } from '../catalog/brand-item.entity.ts';
import { Brand } from '../catalog/brand.entity.ts';
import { Category } from '../catalog/category.entity.ts';
import { ItemUnit } from '../catalog/item-unit.entity.ts';
import { Item } from '../catalog/item.entity.ts';
import { Model } from '../catalog/model.entity.ts';
import { PartFit } from '../catalog/part-fit.entity.ts';
import { Part } from '../catalog/part.entity.ts';
import { UncarriedBrand } from '../catalog/uncarried-brand.entity.ts';
import { UnitType } from '../catalog/unit-type.entity.ts';
import { Year } from '../catalog/year.entity.ts';
import { Currency } from '../commerce/currency.entity.ts';
import { DeliveryZone } from '../commerce/delivery-zone.entity.ts';
import { Order } from '../commerce/order.entity.ts';
import { PaymentMethod } from '../commerce/payment-method.entity.ts';
import { Receipt } from '../commerce/receipt.entity.ts';
import { SupplierReturn } from '../commerce/supplier-return.entity.ts';
import { Review } from '../commerce/review.entity.ts';
import { Attachment } from '../content/attachment.entity.ts';
import { Configuration } from '../content/configuration.entity.ts';
import { Language } from '../content/language.entity.ts';
import { Translation } from '../content/translation.entity.ts';
import { District } from '../identity/district.entity.ts';
import { Location } from '../identity/location.entity.ts';
import { User } from '../identity/user.entity.ts';
import { Adjustment } from '../supply/adjustment.entity.ts';
import { Stock } from '../supply/stock.entity.ts';
import { Store } from '../supply/store.entity.ts';
import { Supplier } from '../supply/supplier.entity.ts';
import type { AuditedEntity } from './audit-subscriber.ts';

export const auditedEntities: AuditedEntity[] = [
  { entity: Currency, name: 'currency' },
  { entity: DeliveryZone, name: 'delivery-zone' },
  { entity: PaymentMethod, name: 'payment-method' },
  { entity: Language, name: 'language' },
  { entity: Configuration, name: 'configuration' },
  // Dropping a staff text brings the built one back: an undo.
  { entity: Translation, name: 'translation', deleteReverts: true },
  { entity: UnitType, name: 'unit-type' },
  { entity: Year, name: 'year' },
  { entity: Brand, name: 'brand' },
  { entity: UncarriedBrand, name: 'uncarried-brand' },
  { entity: Model, name: 'model' },
  { entity: Category, name: 'category' },
  { entity: AccessoryCategory, name: 'accessory-category' },
  { entity: BrandItem, name: 'brand-item' },
  // The trigger-kept copies and the search column are PostgreSQL's, not a person's change.
  { entity: Part, name: 'part', ignore: ['partNumberKey', 'searchText'] },
  { entity: PartFit, name: 'part-fit', ignore: ['category', 'brandItem'] },
  { entity: Item, name: 'item' },
  { entity: ItemUnit, name: 'item-unit' },
  { entity: Accessory, name: 'accessory', ignore: ['partNumberKey', 'searchText'] },
  { entity: Location, name: 'location' },
  { entity: District, name: 'district' },
  { entity: Attachment, name: 'attachment' },
  // Secrets and the token counter are not history anyone should read back.
  { entity: User, name: 'user', ignore: ['passwordHash', 'tokenVersion'] },
  { entity: Supplier, name: 'supplier' },
  { entity: Store, name: 'store' },
  { entity: Stock, name: 'stock' },
  // Deleting an adjustment takes its stock change back (adjustment.service.ts): an undo.
  { entity: Adjustment, name: 'adjustment', deleteReverts: true },
  { entity: Order, name: 'order' },
  { entity: Receipt, name: 'receipt' },
  { entity: SupplierReturn, name: 'supplier-return-stock' },
  // Moderation only: shoppers write reviews with hand-written SQL, which the trail does not see (not a staff write).
  { entity: Review, name: 'review' },
];
