// A large import runs as a job (over IMPORT_JOB_ROWS rows): the request answers 202 with the job, the import screen
// follows its progress. The job applies the file exactly once although it may run more than once: the import is one
// transaction, so a process killed mid-way wrote nothing, and the next run starts over; a run that committed
// records its report in the same transaction, so a run after a crash between that commit and the queue hearing of
// it returns the report instead of importing again. The file itself waits in the file storage (local disk, or the
// S3 bucket every process shares) under importFileKey(job id), and is removed once imported.
import type { ImportKind } from '@shop/contracts';
import type { FileStorage } from '../content/storage/file-storage.ts';
import type { Orm } from '../../db/orm.ts';
import type { JobKind } from '../../jobs/job-queue.ts';
import { runAs, type AuditActor } from '../platform/audit-context.ts';
import { JobProgress } from '../platform/jobs/job-progress.ts';
import type { CatalogImportService } from './import.service.ts';

export const IMPORT_JOB = 'catalog-import';

export interface ImportJobData {
  kind: ImportKind;
  /** The CSV's key in the file storage (importFileKey), where any process reads it. */
  file?: string;
  /** The CSV itself: jobs queued before the files went to the storage. */
  text?: string;
  actor: AuditActor | null;
}

/** Where the CSV of import job `jobId` waits in the file storage until it is imported. */
export const importFileKey = (jobId: string) => `imports/${jobId}.csv`;

export function importJob(orm: Orm, imports: CatalogImportService, storage: FileStorage): JobKind<ImportJobData> {
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
      // A run that committed but died before removing the file leaves it to this one.
      if (earlier) {
        if (data.file !== undefined) await storage.remove(data.file);
        return earlier;
      }
      const text = data.file === undefined ? data.text : (await storage.get(data.file))?.toString('utf8');
      if (text === undefined) throw new Error(`import job ${id}: its file ${data.file} is not in the storage`);
      const report = await runAs(data.actor, () => imports.apply(data.kind, text, progress));
      // The report is committed: the file is no longer needed (a later run returns the report).
      if (data.file !== undefined) await storage.remove(data.file);
      return report;
    },
  };
}
