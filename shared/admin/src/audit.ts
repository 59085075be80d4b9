// The audit trail (GET /api/backend/audit...): append-only rows of who changed what, when.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntryView } from '@shop/contracts';
import { createQueryKeys, getPage } from '@shop/client';

export type { AuditEntryView, AuditChange } from '@shop/contracts';

export const auditKeys = createQueryKeys('audit');

/** The newest changes of one record (the first page is plenty for a side panel). */
export const getRecordHistory = (entity: string, id: string | number) =>
  getPage<AuditEntryView>(`/api/backend/audit/${entity}/${id}`, { page: 0, size: 50 }).then((page) => page.data);

export const recordHistoryQueryOptions = (entity: string, id: string | number) =>
  queryOptions({ queryKey: auditKeys.detail(`${entity}:${id}`), queryFn: () => getRecordHistory(entity, id) });

export const useRecordHistory = (entity: string, id: string | number) =>
  useQuery(recordHistoryQueryOptions(entity, id));
