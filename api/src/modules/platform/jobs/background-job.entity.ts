import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../identity/user.entity.ts';

export const JOB_PHASES = ['queued', 'checking', 'writing', 'done'] as const;
export type JobPhase = (typeof JOB_PHASES)[number];

// What the shop adds to a pg-boss job (the queue keeps state, attempts, output and errors in its own schema):
// who started it, and how far it got, written outside the job's own transaction so a screen sees it move.
const BackgroundJobSchema = defineEntity({
  name: 'BackgroundJob',
  properties: {
    id: p.uuid().primary(),
    kind: p.string().length(50),
    startedBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    phase: p.string().length(20).default('queued'),
    done: p.integer().default(0),
    total: p.integer().default(0),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});

export class BackgroundJob extends BackgroundJobSchema.class {}
BackgroundJobSchema.setClass(BackgroundJob);
