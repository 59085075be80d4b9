// Who is asking, for the order reads and moves: staff routes serve admins (everything) and suppliers (their lines).
import type { EntityManager } from '@mikro-orm/core';
import type { AuthUser } from '../../plugins/auth.ts';
import { accountSupplierId } from '../identity/supplier-accounts.ts';
import type { Viewer } from './order-read.ts';

export type StaffViewer = Exclude<Viewer, { kind: 'shopper' }>;

export async function staffViewer(em: EntityManager, user: AuthUser): Promise<StaffViewer> {
  if (user.type !== 'SUPPLIER') return { kind: 'admin' };
  return { kind: 'supplier', supplierId: await accountSupplierId(em, user.id) };
}
