// The audit trail (GET /api/backend/audit...): append-only rows of who changed what, when.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createQueryKeys, getData } from '@shop/client';

export interface AuditChange {
  field: string;
  old: unknown;
  new: unknown;
}

export interface AuditRow {
  id: number;
  actorId: number | null;
  actorName: string | null;
  entity: string;
  entityId: string;
  action: string;
  changes: AuditChange[];
  createdAt: string;
}

export const auditKeys = createQueryKeys('audit');

export const getRecordHistory = (entity: string, id: string | number) => getData<AuditRow[]>(`/api/backend/audit/${entity}/${id}`);

export const recordHistoryQueryOptions = (entity: string, id: string | number) =>
  queryOptions({ queryKey: auditKeys.detail(`${entity}:${id}`), queryFn: () => getRecordHistory(entity, id) });

export const useRecordHistory = (entity: string, id: string | number) => useQuery(recordHistoryQueryOptions(entity, id));
