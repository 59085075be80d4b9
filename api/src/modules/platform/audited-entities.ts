// The entities whose back-office writes the audit trail records, under their routes' resource names.
import { UnitType } from '../catalog/unit-type.entity.ts';
import { Year } from '../catalog/year.entity.ts';
import { Currency } from '../commerce/currency.entity.ts';
import { Order } from '../commerce/order.entity.ts';
import { PaymentMethod } from '../commerce/payment-method.entity.ts';
import { Receipt } from '../commerce/receipt.entity.ts';
import { Review } from '../commerce/review.entity.ts';
import { Attachment } from '../content/attachment.entity.ts';
import { Configuration } from '../content/configuration.entity.ts';
import { Language } from '../content/language.entity.ts';
import { Translation } from '../content/translation.entity.ts';
import { Location } from '../identity/location.entity.ts';
import { User } from '../identity/user.entity.ts';
import { Stock } from '../supply/stock.entity.ts';
import { Store } from '../supply/store.entity.ts';
import { Supplier } from '../supply/supplier.entity.ts';
import type { AuditedEntity } from './audit-subscriber.ts';

export const auditedEntities: AuditedEntity[] = [
  { entity: Currency, name: 'currency' },
  { entity: PaymentMethod, name: 'payment-method' },
  { entity: Language, name: 'language' },
  { entity: Configuration, name: 'configuration' },
  { entity: Translation, name: 'translation' },
  { entity: UnitType, name: 'unit-type' },
  { entity: Year, name: 'year' },
  { entity: Location, name: 'location' },
  { entity: Attachment, name: 'attachment' },
  // Secrets and the token counter are not history anyone should read back.
  { entity: User, name: 'user', ignore: ['passwordHash', 'tokenVersion'] },
  { entity: Supplier, name: 'supplier' },
  { entity: Store, name: 'store' },
  { entity: Stock, name: 'stock' },
  { entity: Order, name: 'order' },
  { entity: Receipt, name: 'receipt' },
  // Moderation only: shoppers write reviews with hand-written SQL, which the trail does not see (not a staff write).
  { entity: Review, name: 'review' },
];
