// The daily visitor salt as a scheduled job: at the shop's midnight one process makes the new day's salt and
// deletes yesterday's, so no address can be matched to a key across days even if no visitor came to make it. Made
// with `on conflict do nothing`, so a second run (a retry, a process that also asked) changes nothing.
import type { JobKind } from '../../jobs/job-queue.ts';
import { shopToday } from './dashboard-range.ts';
import type { VisitorService } from './visitor.service.ts';

export const SALT_JOB = 'visitor-salt';

export function visitorSaltJob(visitors: VisitorService): JobKind {
  return {
    name: SALT_JOB,
    schedule: '0 0 * * *',
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    async run() {
      const day = shopToday();
      await visitors.makeSalt(day);
      // Never the salt itself: job outputs are shown on the jobs screen.
      return { day };
    },
  };
}
