// The catalog module's services, made once and shared by its route files.
import type { Orm } from '../../db/orm.ts';
import { MakerService } from './brand-item.service.ts';
import { CatalogService } from './catalog.service.ts';
import { ItemDeskService } from './item-desk.service.ts';
import { ItemReader } from './item-read.ts';
import { ItemUnitReader } from './item-unit-read.ts';
import { ModelService } from './model.service.ts';
import { PartFitService } from './part-fit.service.ts';
import { PartNumberService } from './part-numbers.service.ts';
import { PartService } from './part.service.ts';
import { ReferenceService } from './reference.service.ts';
import { SuggestService } from './suggest.service.ts';
import { VehicleService } from './vehicle.service.ts';

export interface CatalogServices {
  catalog: CatalogService;
  reference: ReferenceService;
  vehicles: VehicleService;
  parts: PartService;
  /** The part pages' reads, which a read replica may answer (DATABASE_READ_URLS, docs/deploy.md). */
  partPages: PartService;
  suggestions: SuggestService;
  desk: ItemDeskService;
  /** The item desk's reads. */
  items: ItemReader;
  /** The item-unit desk's reads. */
  units: ItemUnitReader;
  /** Which vehicles parts fit. */
  fits: PartFitService;
  /** A part's cross-reference numbers on the desk. */
  numbers: PartNumberService;
  /** The back-office's model and maker pickers. */
  models: ModelService;
  makers: MakerService;
}

export function catalogServices(orm: Orm): CatalogServices {
  return {
    catalog: new CatalogService(orm),
    // The storefront's reference reads (makers, models, categories): a read replica may answer them.
    reference: new ReferenceService(orm, { reads: 'replica' }),
    vehicles: new VehicleService(orm),
    parts: new PartService(orm),
    partPages: new PartService(orm, { reads: 'replica' }),
    suggestions: new SuggestService(orm),
    desk: new ItemDeskService(orm),
    items: new ItemReader(orm),
    units: new ItemUnitReader(orm),
    fits: new PartFitService(orm),
    numbers: new PartNumberService(orm),
    models: new ModelService(orm),
    makers: new MakerService(orm),
  };
}
