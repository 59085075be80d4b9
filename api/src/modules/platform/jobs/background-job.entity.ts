import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../identity/user.entity.ts';

// What the shop adds to a pg-boss job (the queue keeps state, attempts, output and errors in its own schema):
// who started it, and how far it got, written outside the job's own transaction so a screen sees it move. A job
// that writes its result here in its own transaction (an import) is done exactly once: a run after a crash that
// finds a result returns it instead of doing the work again.
const BackgroundJobSchema = defineEntity({
  name: 'BackgroundJob',
  properties: {
    id: p.uuid().primary(),
    kind: p.string().length(50),
    startedBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    phase: p.string().length(20).default('queued'),
    /** The process running the job now (host name and process id), so an operator can tell which one holds it. */
    runner: p.string().length(100).nullable(),
    done: p.integer().default(0),
    total: p.integer().default(0),
    result: p.json<object>().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});

export class BackgroundJob extends BackgroundJobSchema.class {}
BackgroundJobSchema.setClass(BackgroundJob);
