// Wires the outbox's delivery into the job queue, for the channels that have a transport configured. Without any
// (the default of `npm start`), nothing changes: messages stay in the outbox and the log.
import type { FastifyInstance } from 'fastify';
import { deliveryJob, listenForMessages, SWEEP_JOB, sweepJob } from './delivery-job.ts';
import { messageTransports } from './transports.ts';

export function deliverOutbox(app: FastifyInstance): void {
  const jobs = app.jobs;
  const transports = messageTransports(app.config);
  if (!jobs || Object.keys(transports).length === 0) return;
  jobs.define(deliveryJob(app.orm, transports, app.config.jwt.secret, app.config.publicOrigin));
  jobs.define(sweepJob(app.orm, transports, jobs));
  let listener: ReturnType<typeof listenForMessages> | undefined;
  jobs.whileWorking(
    async () => {
      listener = listenForMessages(jobs.databaseUrl, jobs, app.log);
      // Messages written while no worker listened (the shop was down, delivery was just configured).
      await jobs.send(SWEEP_JOB, {});
    },
    async () => listener?.close(),
  );
}
