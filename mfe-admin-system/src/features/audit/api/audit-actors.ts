import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, getPage } from '@shop/client';
import type { AccountUser } from '@shop/contracts';

export const auditActorKeys = createQueryKeys('audit-actor');

/** The people the audit screen filters by: admin accounts and supplier staff (GET /api/backend/user...). */
export async function getAuditActors(): Promise<AccountUser[]> {
  const [admins, suppliers] = await Promise.all([
    getPage<AccountUser>('/api/backend/user/admin', { size: 100 }),
    getPage<AccountUser>('/api/backend/user', { type: 'SUPPLIER', size: 100 }),
  ]);
  return [...admins.data, ...suppliers.data];
}

export const auditActorsQueryOptions = () =>
  queryOptions({ queryKey: auditActorKeys.lists(), queryFn: getAuditActors, staleTime: 5 * 60_000 });

export const useAuditActors = () => useQuery(auditActorsQueryOptions());
