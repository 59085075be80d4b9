import type { Location as LocationDto, LocationBody, LocationUpdateBody, PageQuery, Pagination } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import { pageRequest, pagination } from '../../lib/paging.ts';
import { toLocationDto } from './dto.ts';
import { conflict } from '../../lib/http-error.ts';
import { flushUnique } from './account.service.ts';
import { DeliveryZone } from '../commerce/delivery-zone.entity.ts';
import { District } from './district.entity.ts';
import { Location } from './location.entity.ts';
import { UserLocation } from './user-location.entity.ts';

/** The back-office's upkeep of the province list (shoppers' addresses point at these rows). */
export class LocationService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  get #em() {
    return this.#orm.em;
  }

  async list(query: PageQuery): Promise<{ data: LocationDto[]; pagination: Pagination }> {
    const page = pageRequest(query);
    const [rows, total] = await this.#em.findAndCount(
      Location,
      {},
      { orderBy: { sortOrder: 'asc', id: 'asc' }, limit: page.size, offset: page.offset },
    );
    return { data: rows.map(toLocationDto), pagination: pagination(page, total) };
  }

  async get(id: number): Promise<LocationDto> {
    return toLocationDto(await this.#find(id));
  }

  async create(body: LocationBody): Promise<LocationDto> {
    await this.#assertCodeFree(body.code);
    const location = this.#em.create(Location, { ...body, sortOrder: body.sortOrder ?? 0 });
    await flushUnique(this.#em, 'A location with this code exists');
    return toLocationDto(location);
  }

  async update(id: number, body: LocationUpdateBody): Promise<LocationDto> {
    const location = await this.#find(id);
    if (body.code !== undefined && body.code !== location.code) await this.#assertCodeFree(body.code);
    this.#em.assign(location, body);
    await flushUnique(this.#em, 'A location with this code exists');
    return toLocationDto(location);
  }

  /** Refused while shoppers' saved locations point at it: their addresses would lose their province. */
  async remove(id: number): Promise<void> {
    const location = await this.#find(id);
    const used = await this.#em.count(UserLocation, { location: id });
    if (used > 0) throw conflict(`${location.name} is used by ${used} saved location(s); it cannot be deleted`);
    // Its districts and delivery zones name it too: they go first (their own screens), never silently with it.
    const districts = await this.#em.count(District, { location: id });
    const zones = await this.#em.count(DeliveryZone, { location: id });
    if (districts + zones > 0)
      throw conflict(`${location.name} has ${districts} district(s) and ${zones} delivery zone(s); delete those first`);
    this.#em.remove(location);
    await this.#em.flush();
  }

  async #find(id: number): Promise<Location> {
    const location = await this.#em.findOne(Location, { id });
    if (!location) throw notFound(`Location ${id} not found`);
    return location;
  }

  async #assertCodeFree(code: string): Promise<void> {
    if (await this.#em.count(Location, { code })) throw conflict(`A location with code ${code} exists`);
  }
}
