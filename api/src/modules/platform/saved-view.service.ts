// Saved list views (staff): each member's own; another's is answered as if it did not exist.
import type { SavedView as SavedViewSchema, SavedViewBody, SavedViewPatch } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { baseView } from '../../lib/crud.ts';
import { notFound } from '../../lib/http-error.ts';
import { SavedView } from './saved-view.entity.ts';

const toView = (row: SavedView): SavedViewSchema => ({
  ...baseView(row),
  screen: row.screen,
  name: row.name,
  filters: row.filters as SavedViewSchema['filters'],
  sort: row.sort ?? null,
  columns: row.columns,
});

/** A name the screen already has answers 409 DUPLICATE from the error handler (db/constraint-errors.ts). */
export class SavedViewService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /** The user's views (of one screen when given), by screen and name. */
  async list(userId: number, screen: string | undefined): Promise<SavedViewSchema[]> {
    const rows = await this.#orm.em.find(
      SavedView,
      { user: userId, ...(screen ? { screen } : {}) },
      {
        orderBy: [{ screen: 'asc' }, { name: 'asc' }, { id: 'asc' }],
      },
    );
    return rows.map(toView);
  }

  async create(userId: number, body: SavedViewBody): Promise<SavedViewSchema> {
    const em = this.#orm.em;
    const view = em.create(SavedView, {
      user: userId,
      screen: body.screen,
      name: body.name,
      filters: body.filters ?? {},
      sort: body.sort ?? null,
      columns: body.columns ?? [],
    });
    await em.flush();
    return toView(view);
  }

  async update(userId: number, id: number, patch: SavedViewPatch): Promise<SavedViewSchema> {
    const view = await this.#own(userId, id);
    this.#orm.em.assign(view, patch);
    await this.#orm.em.flush();
    return toView(view);
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.#orm.em.remove(await this.#own(userId, id)).flush();
  }

  async #own(userId: number, id: number): Promise<SavedView> {
    const view = await this.#orm.em.findOne(SavedView, { id, user: userId });
    if (!view) throw notFound(`Saved view ${id} not found`);
    return view;
  }
}
