import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, dataOf } from '@shop/client';
import type { ImportKind, ImportReport, JobView } from '@shop/contracts';

export interface ImportCall {
  kind: ImportKind;
  csv: string;
}

/** POST /api/backend/import/:kind/dry-run: what the CSV would do; writes nothing. */
export const dryRunImport = ({ kind, csv }: ImportCall) =>
  dataOf<ImportReport>(
    http.post(`/api/backend/import/${kind}/dry-run`, { body: csv, headers: { 'content-type': 'text/csv' } }),
  );

/** What applying answers: the report at once, or (a large file, 202) the background job that will write it. */
export type ApplyAnswer = { report: ImportReport; job?: undefined } | { job: JobView; report?: undefined };

/** POST /api/backend/import/:kind: applies the same CSV in one transaction (rejected rows are left out). */
export const applyImport = async ({ kind, csv }: ImportCall): Promise<ApplyAnswer> => {
  const response = await http.post(`/api/backend/import/${kind}`, {
    body: csv,
    headers: { 'content-type': 'text/csv' },
  });
  if (response.status === 202) return { job: ((await response.json()) as { data: JobView }).data };
  return { report: ((await response.json()) as { data: ImportReport }).data };
};

export const useDryRunImport = () => useMutation({ mutationFn: dryRunImport });
/** An import may change any catalogue or stock list on screen, so every cached answer is refreshed. */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyImport, onSuccess: () => void queryClient.invalidateQueries() });
}

/** GET /api/backend/export/:kind (and ?template=true), downloaded through the kit's CSV button. */
export const exportHref = (kind: ImportKind, template = false) =>
  `/api/backend/export/${kind}${template ? '?template=true' : ''}`;
