import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { UserLocation as UserLocationDto, UserLocationBody, UserLocationUpdateBody } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { toLocationDto, toUserLocationDto } from './dto.ts';
import { phoneOrNull } from './account.service.ts';
import { Location } from './location.entity.ts';
import { UserLocation } from './user-location.entity.ts';
import { User } from './user.entity.ts';

/** Enough for home, work, a few shops; stops a script from filling the table. */
export const MAX_SAVED_LOCATIONS = 20;

/**
 * A shopper's saved locations. Exactly one is the default while any exist: the first one saved becomes it,
 * choosing another moves it, and deleting it passes it to the oldest remaining one. Every change runs in a
 * transaction holding the user's row, so concurrent changes of one user's default queue up.
 */
export class UserLocationService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async provinces() {
    const locations = await this.#orm.em.find(Location, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
    return locations.map(toLocationDto);
  }

  /** Default first, then by id ascending (product spec §3). */
  async list(userId: number, em: EntityManager = this.#orm.em): Promise<UserLocationDto[]> {
    const saved = await em.find(
      UserLocation,
      { user: userId },
      { populate: ['location'], orderBy: { isDefault: 'desc', id: 'asc' } },
    );
    return saved.map(toUserLocationDto);
  }

  async create(userId: number, body: UserLocationBody): Promise<UserLocationDto> {
    return this.#orm.em.transactional(async (em) => {
      await lockUser(em, userId);
      const count = await em.count(UserLocation, { user: userId });
      if (count >= MAX_SAVED_LOCATIONS)
        throw conflict(`You can save up to ${MAX_SAVED_LOCATIONS} locations; delete one first`);
      const location = await findProvince(em, body.locationId);
      const makeDefault = count === 0 || body.isDefault === true;
      if (makeDefault) await clearDefault(em, userId);
      const saved = em.create(UserLocation, {
        user: userId,
        location,
        label: body.label.trim(),
        address: body.address.trim(),
        recipientName: body.recipientName?.trim() || null,
        phone: phoneOrNull(body.phone),
        note: body.note?.trim() || null,
        latitude: body.latitude ?? null,
        longitude: body.longitude ?? null,
        isDefault: makeDefault,
      });
      await em.flush();
      return toUserLocationDto(saved);
    });
  }

  async update(userId: number, id: number, body: UserLocationUpdateBody): Promise<UserLocationDto> {
    return this.#orm.em.transactional(async (em) => {
      await lockUser(em, userId);
      const saved = await findOwn(em, userId, id);
      if (body.isDefault === false && saved.isDefault) {
        throw badRequest('A default location stays the default until you choose another one');
      }
      if (body.locationId !== undefined) saved.location = await findProvince(em, body.locationId);
      if (body.label !== undefined) saved.label = body.label.trim();
      if (body.address !== undefined) saved.address = body.address.trim();
      if (body.recipientName !== undefined) saved.recipientName = body.recipientName?.trim() || null;
      if (body.phone !== undefined) saved.phone = phoneOrNull(body.phone);
      if (body.note !== undefined) saved.note = body.note?.trim() || null;
      if (body.latitude !== undefined) saved.latitude = body.latitude;
      if (body.longitude !== undefined) saved.longitude = body.longitude;
      if (body.isDefault === true && !saved.isDefault) {
        await clearDefault(em, userId);
        saved.isDefault = true;
      }
      await em.flush();
      return toUserLocationDto(saved);
    });
  }

  async setDefault(userId: number, id: number): Promise<UserLocationDto[]> {
    return this.#orm.em.transactional(async (em) => {
      await lockUser(em, userId);
      const saved = await findOwn(em, userId, id);
      if (!saved.isDefault) {
        await clearDefault(em, userId);
        saved.isDefault = true;
        await em.flush();
      }
      return this.list(userId, em);
    });
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.#orm.em.transactional(async (em) => {
      await lockUser(em, userId);
      const saved = await findOwn(em, userId, id);
      const wasDefault = saved.isDefault;
      em.remove(saved);
      await em.flush();
      if (wasDefault) {
        const next = await em.findOne(UserLocation, { user: userId }, { orderBy: { id: 'asc' } });
        if (next) {
          next.isDefault = true;
          await em.flush();
        }
      }
    });
  }
}

async function lockUser(em: EntityManager, userId: number): Promise<void> {
  const user = await em.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!user) throw notFound(`User ${userId} not found`);
}

/** Someone else's saved location answers 404, as if it did not exist. */
async function findOwn(em: EntityManager, userId: number, id: number): Promise<UserLocation> {
  const saved = await em.findOne(UserLocation, { id, user: userId }, { populate: ['location'] });
  if (!saved) throw notFound(`Saved location ${id} not found`);
  return saved;
}

async function findProvince(em: EntityManager, id: number): Promise<Location> {
  const location = await em.findOne(Location, { id });
  if (!location) throw badRequest(`Location ${id} does not exist; pick one from GET /api/frontend/location`);
  return location;
}

/**
 * Done in SQL before the new default is written (the partial unique index allows one default at a time).
 * Callers have loaded at most the location about to become the default, so no loaded entity goes stale.
 */
async function clearDefault(em: EntityManager, userId: number): Promise<void> {
  await em.nativeUpdate(UserLocation, { user: userId, isDefault: true }, { isDefault: false });
}
