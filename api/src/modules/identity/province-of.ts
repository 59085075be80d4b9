// The province a request names by locationId (a Location row): districts and delivery zones both name one, and both
// answer 400 naming locationId when it is not there.
import type { EntityManager } from '@mikro-orm/core';
import { badRequest } from '../../lib/http-error.ts';
import { Location } from './location.entity.ts';

export async function provinceOf(em: EntityManager, id: number): Promise<Location> {
  const found = await em.findOne(Location, { id });
  if (!found) throw badRequest(`locationId: location ${id} not found`, { field: 'locationId' });
  return found;
}
