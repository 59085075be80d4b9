// The item-unit desk's reads: units as views, base unit first, each saying whether its factor can still change; the
// writes are ItemDeskService's. After a write the views are read from the committed rows (a fresh entity manager).
import type { EntityManager } from '@mikro-orm/core';
import type { ItemUnitListQuery } from '@shop/contracts';
import type { Static } from 'typebox';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import { pageRequest, pagination } from '../../lib/paging.ts';
import { fixedFactorUnits } from './catalogue-ownership.ts';
import { namedRef } from './desk/references.ts';
import { ItemUnit } from './item-unit.entity.ts';
import { Item } from './item.entity.ts';

const ORDER = [{ isBase: 'desc' }, { factor: 'asc' }, { id: 'asc' }] as const;

const toView = (unit: ItemUnit, fixed: Set<number>) => ({
  id: unit.id,
  itemId: unit.item.id,
  unitType: namedRef(unit.unitType),
  factor: unit.factor,
  isBase: unit.isBase,
  factorFixed: fixed.has(unit.id),
  createdAt: unit.createdAt.toISOString(),
});

/** Units as views, each saying whether its factor can still change. */
async function toViews(em: EntityManager, units: ItemUnit[]) {
  const fixed = await fixedFactorUnits(
    em,
    units.map((unit) => unit.id),
  );
  return units.map((unit) => toView(unit, fixed));
}

async function findUnit(em: EntityManager, id: number, itemId?: number): Promise<ItemUnit> {
  const unit = await em.findOne(
    ItemUnit,
    { id, ...(itemId === undefined ? {} : { item: itemId }) },
    { populate: ['unitType'] },
  );
  if (!unit) throw notFound(itemId === undefined ? `Item unit ${id} not found` : `Item ${itemId} has no unit ${id}`);
  return unit;
}

const unitsOf = (em: EntityManager, itemId: number) =>
  em.find(ItemUnit, { item: itemId }, { populate: ['unitType'], orderBy: [...ORDER] as never });

export class ItemUnitReader {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** A page of units, by item then base unit first; ?itemId. */
  async list(query: Static<typeof ItemUnitListQuery>) {
    const page = pageRequest(query);
    const em = this.#orm.em;
    const [rows, total] = await em.findAndCount(ItemUnit, query.itemId ? { item: query.itemId } : {}, {
      populate: ['unitType'],
      orderBy: [{ item: 'asc' }, ...ORDER] as never,
      limit: page.size,
      offset: page.offset,
    });
    return { data: await toViews(em, rows), pagination: pagination(page, total) };
  }

  /** An item's units, base unit first (404 for no such item). */
  async ofItem(itemId: number) {
    const em = this.#orm.em;
    if (!(await em.findOne(Item, { id: itemId }))) throw notFound(`Item ${itemId} not found`);
    return toViews(em, await unitsOf(em, itemId));
  }

  /** An item's units as just written. */
  async ofItemWritten(itemId: number) {
    const em = this.#orm.em.fork();
    return toViews(em, await unitsOf(em, itemId));
  }

  /** An item's base unit. */
  async baseOf(itemId: number) {
    const base = (await this.ofItem(itemId)).find((unit) => unit.isBase);
    if (!base) throw notFound(`Item ${itemId} has no base unit`);
    return base;
  }

  /** One unit (of the item `itemId`, when given); `written`: as just written. */
  async one(id: number, { itemId, written = false }: { itemId?: number; written?: boolean } = {}) {
    const em = written ? this.#orm.em.fork() : this.#orm.em;
    return (await toViews(em, [await findUnit(em, id, itemId)]))[0]!;
  }
}
