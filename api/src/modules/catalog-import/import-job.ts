// A large import runs as a job (over IMPORT_JOB_ROWS rows): the request answers 202 with the job, the import screen
// follows its progress. The job applies the file exactly once although it may run more than once: the import is one
// transaction, so a process killed mid-way wrote nothing, and the next run starts over; a run that committed
// records its report in the same transaction, so a run after a crash between that commit and the queue hearing of
// it returns the report instead of importing again.
import type { ImportKind } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import type { JobKind } from '../../jobs/job-queue.ts';
import { runAs, type AuditActor } from '../platform/audit-context.ts';
import { JobProgress } from '../platform/jobs/job-progress.ts';
import type { CatalogImportService } from './import.service.ts';

export const IMPORT_JOB = 'catalog-import';

export interface ImportJobData {
  kind: ImportKind;
  /** The CSV as sent; kept with the job so any process can run it. */
  text: string;
  actor: AuditActor | null;
}

export function importJob(orm: Orm, imports: CatalogImportService): JobKind<ImportJobData> {
  return {
    name: IMPORT_JOB,
    queue: {
      retryLimit: 3,
      retryDelay: 2,
      retryBackoff: true,
      // A worker that stops beating (killed, cut off) loses the job to another after this long without a beat.
      heartbeatSeconds: 10,
      expireInSeconds: 60 * 60,
    },
    async run({ id, data }) {
      const progress = new JobProgress(orm, id);
      const earlier = await progress.earlier();
      if (earlier) return earlier;
      return runAs(data.actor, () => imports.apply(data.kind, data.text, progress));
    },
  };
}
