// Background jobs (imports, message delivery, the daily visitor salt): what GET /api/backend/job and /job/:id show,
// and what an import answers (202) when it runs as a job.
import Type, { type Static } from 'typebox';
import { Id, Nullable, PageQuery } from './envelope.ts';

/** pg-boss's states: waiting, waiting to retry after a failure, running, done, cancelled, failed for good. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
/** How far a job that reports progress got: checking its input, writing, done. */
export const JOB_PHASES = ['queued', 'checking', 'writing', 'done'] as const;
export type JobPhase = (typeof JOB_PHASES)[number];

export const JobView = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.String({ description: 'The queue: catalog-import, message-delivery, visitor-salt…' }),
  state: Type.Enum([...JOB_STATES]),
  phase: Type.Enum([...JOB_PHASES]),
  done: Type.Integer({ minimum: 0, description: 'Rows (or items) handled so far' }),
  total: Type.Integer({ minimum: 0, description: 'Rows (or items) in all; 0 when the job does not count' }),
  attempts: Type.Integer({ minimum: 0, description: 'Runs so far, including one cut short by a crash' }),
  error: Nullable(Type.String({ description: "The last run's error, for a job that failed" })),
  result: Type.Unknown({ description: "A finished job's result (an import's report), or null" }),
  startedBy: Nullable(Type.Object({ id: Id, name: Type.String() })),
  createdAt: Type.String({ format: 'date-time' }),
  startedAt: Nullable(Type.String({ format: 'date-time' })),
  completedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type JobView = Static<typeof JobView>;

export const JobListQuery = Type.Object({
  ...PageQuery.properties,
  kind: Type.Optional(Type.String({ maxLength: 50 })),
  state: Type.Optional(Type.Enum([...JOB_STATES])),
});
export type JobListQuery = Static<typeof JobListQuery>;

export const JobParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type JobParams = Static<typeof JobParams>;
