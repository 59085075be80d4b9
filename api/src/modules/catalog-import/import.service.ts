// The import's two steps. The dry run reads and checks the file against the catalogue and writes nothing. Applying
// checks it again inside its own transaction (the catalogue may have changed since the dry run) and writes the
// rows that passed, all or nothing; imports run one at a time (a transaction-scoped advisory lock). Both ask the
// catalogue's ownership rule (catalog/catalogue-ownership.ts) about every item a parts file changes, as the item
// routes do: a refused file answers 403 and writes nothing. (The parts CSV has no popular or best-seller column.)
import type { ImportKind, ImportReport } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { catalogueWriter, creatorOf, lockItemsForChange } from '../catalog/catalogue-ownership.ts';
import { currentActor } from '../platform/audit-context.ts';
import type { JobProgress } from '../platform/jobs/job-progress.ts';
import { readCsv } from './csv-table.ts';
import { applyFitments, planFitments } from './fitments-import.ts';
import { run } from './import-sql.ts';
import { applyNumbers, planNumbers } from './numbers-import.ts';
import { applyParts, changedItems, planParts } from './parts-import.ts';

/** Serialises imports: two at once would each plan without seeing the other's rows. */
const IMPORT_LOCK = 7_100_012;

export class CatalogImportService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async dryRun(kind: ImportKind, text: string): Promise<ImportReport> {
    const table = readCsv(text);
    // One snapshot for every read of the plan, and no way to write by mistake.
    const actor = currentActor();
    return this.#orm.em.fork().transactional(
      async (em) => {
        if (kind === 'fitments') return fitmentsReport(await planFitments(em, table), false);
        if (kind === 'numbers') return numbersReport(await planNumbers(em, table), false);
        const plan = await planParts(em, table);
        await lockItemsForChange(em, await catalogueWriter(em, actor), changedItems(plan), { lock: false });
        return partsReport(plan, false);
      },
      { readOnly: true, isolationLevel: 'repeatable read' },
    );
  }

  /** Run as a job (`progress`), it reports its phases and commits its report with its rows (import-job.ts). */
  async apply(kind: ImportKind, text: string, progress?: JobProgress): Promise<ImportReport> {
    const table = readCsv(text);
    const actor = currentActor();
    const rows = table.rows.length;
    await progress?.report('checking', 0, rows);
    return this.#orm.em.fork().transactional(async (em) => {
      await run(em, 'select pg_advisory_xact_lock(?)', [IMPORT_LOCK]);
      let report: ImportReport;
      if (kind === 'parts') {
        const writer = await catalogueWriter(em, actor);
        const plan = await planParts(em, table);
        await lockItemsForChange(em, writer, changedItems(plan));
        await progress?.report('writing', rows, rows);
        await applyParts(em, plan, actor, creatorOf(writer));
        report = partsReport(plan, true);
      } else if (kind === 'numbers') {
        const plan = await planNumbers(em, table);
        await progress?.report('writing', rows, rows);
        await applyNumbers(em, plan, actor);
        report = numbersReport(plan, true);
      } else {
        const plan = await planFitments(em, table);
        await progress?.report('writing', rows, rows);
        await applyFitments(em, plan, actor);
        report = fitmentsReport(plan, true);
      }
      await progress?.finish(em, report);
      return report;
    });
  }
}

const partsReport = (plan: Awaited<ReturnType<typeof planParts>>, applied: boolean): ImportReport => ({
  kind: 'parts',
  applied,
  rows: plan.rows,
  add: plan.newParts.length,
  update: plan.updatedParts,
  unchanged: plan.unchanged,
  rejected: plan.rejections.sorted(),
});

const fitmentsReport = (plan: Awaited<ReturnType<typeof planFitments>>, applied: boolean): ImportReport => ({
  kind: 'fitments',
  applied,
  rows: plan.rows,
  add: plan.adds.length,
  update: plan.updates.length,
  unchanged: plan.unchanged,
  rejected: plan.rejections.sorted(),
});

const numbersReport = (plan: Awaited<ReturnType<typeof planNumbers>>, applied: boolean): ImportReport => ({
  kind: 'numbers',
  applied,
  rows: plan.rows,
  add: plan.adds.length,
  update: plan.updates.length,
  unchanged: plan.unchanged,
  rejected: plan.rejections.sorted(),
});
