// The import's two steps. The dry run reads and checks the file against the catalogue and writes nothing. Applying
// checks it again inside its own transaction (the catalogue may have changed since the dry run) and writes the
// rows that passed, all or nothing; imports run one at a time (a transaction-scoped advisory lock). Both ask the
// catalogue's ownership rule (catalog/catalogue-ownership.ts) about every item a parts file changes, as the item
// routes do: a refused file answers 403 and writes nothing. (The parts CSV has no popular or best-seller column.)
import type { EntityManager } from '@mikro-orm/core';
import type { ImportKind, ImportReport } from '@shop/contracts';
import { ADVISORY_LOCK } from '../../db/advisory-locks.ts';
import type { Orm } from '../../db/orm.ts';
import { catalogueWriter, creatorOf, lockItemsForChange } from '../catalog/catalogue-ownership.ts';
import { currentActor, type AuditActor } from '../platform/audit-context.ts';
import type { JobProgress } from '../platform/jobs/job-progress.ts';
import { readCsv, type CsvTable } from './csv-table.ts';
import { applyFitments, planFitments } from './fitments-import.ts';
import { run } from './import-sql.ts';
import { applyNumbers, planNumbers } from './numbers-import.ts';
import { applyParts, changedItems, planParts } from './parts-import.ts';

/** What every kind's plan tells its report. */
interface PlanCounts {
  rows: number;
  unchanged: number;
  rejections: { sorted(): ImportReport['rejected'] };
}

/**
 * One kind of import: how its file is planned (read and checked, nothing written), what the actor may change of it
 * (`allow`: 403 for a refused item; `lock` holds the items until commit when applying), how the plan is written
 * and what it adds and updates.
 */
interface ImportKindSteps<Plan extends PlanCounts, Allowed> {
  plan(em: EntityManager, table: CsvTable): Promise<Plan>;
  allow(em: EntityManager, plan: Plan, actor: AuditActor | null, lock: boolean): Promise<Allowed>;
  apply(em: EntityManager, plan: Plan, actor: AuditActor | null, allowed: Allowed): Promise<void>;
  counts(plan: Plan): { add: number; update: number };
}

type AnyKindSteps = ImportKindSteps<PlanCounts, unknown>;
const steps = <Plan extends PlanCounts, Allowed>(kind: ImportKindSteps<Plan, Allowed>) =>
  kind as unknown as AnyKindSteps;
/** Fitments and numbers change no item of the catalogue's ownership rule: anyone who may import may write them. */
const anyone = async (): Promise<void> => {};

/** Every kind of import, each by its name (the route's `:kind`). */
const IMPORT_KINDS: Record<ImportKind, AnyKindSteps> = {
  parts: steps({
    plan: planParts,
    // The catalogue's ownership rule, asked about every item the file changes, as the item routes do.
    allow: async (em, plan, actor, lock) => {
      const writer = await catalogueWriter(em, actor);
      await lockItemsForChange(em, writer, changedItems(plan), { lock });
      return writer;
    },
    apply: (em, plan, actor, writer) => applyParts(em, plan, actor, creatorOf(writer)),
    counts: (plan) => ({ add: plan.newParts.length, update: plan.updatedParts }),
  }),
  fitments: steps({
    plan: planFitments,
    allow: anyone,
    apply: (em, plan, actor) => applyFitments(em, plan, actor),
    counts: (plan) => ({ add: plan.adds.length, update: plan.updates.length }),
  }),
  numbers: steps({
    plan: planNumbers,
    allow: anyone,
    apply: (em, plan, actor) => applyNumbers(em, plan, actor),
    counts: (plan) => ({ add: plan.adds.length, update: plan.updates.length }),
  }),
};

function report(kind: ImportKind, plan: PlanCounts, applied: boolean): ImportReport {
  return {
    kind,
    applied,
    rows: plan.rows,
    ...IMPORT_KINDS[kind].counts(plan),
    unchanged: plan.unchanged,
    rejected: plan.rejections.sorted(),
  };
}

export class CatalogImportService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async dryRun(kind: ImportKind, text: string): Promise<ImportReport> {
    const table = readCsv(text);
    const importing = IMPORT_KINDS[kind];
    // One snapshot for every read of the plan, and no way to write by mistake.
    const actor = currentActor();
    return this.#orm.em.fork().transactional(
      async (em) => {
        const plan = await importing.plan(em, table);
        await importing.allow(em, plan, actor, false);
        return report(kind, plan, false);
      },
      { readOnly: true, isolationLevel: 'repeatable read' },
    );
  }

  /** Run as a job (`progress`), it reports its phases and commits its report with its rows (import-job.ts). */
  async apply(kind: ImportKind, text: string, progress?: JobProgress): Promise<ImportReport> {
    const table = readCsv(text);
    const importing = IMPORT_KINDS[kind];
    const actor = currentActor();
    const rows = table.rows.length;
    await progress?.report('checking', 0, rows);
    return this.#orm.em.fork().transactional(async (em) => {
      await run(em, 'select pg_advisory_xact_lock(?)', [ADVISORY_LOCK.catalogueImport]);
      const plan = await importing.plan(em, table);
      const allowed = await importing.allow(em, plan, actor, true);
      await progress?.report('writing', rows, rows);
      await importing.apply(em, plan, actor, allowed);
      const done = report(kind, plan, true);
      await progress?.finish(em, done);
      return done;
    });
  }
}
