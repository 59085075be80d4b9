// The job queue's lifecycle: modules define their kinds of job while they register; the queue starts once the app
// is ready (pg-boss installs or migrates its schema then) and stops before the database pool closes. An app built
// without a queue (most tests: starting pg-boss costs about a second) has `jobs` null, and work that would have been
// a job runs inside its request as before.
import fp from 'fastify-plugin';
import { JobQueue } from '../jobs/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue | null;
  }
}

export interface JobsPluginOptions {
  databaseUrl: string;
  enabled: boolean;
}

export default fp<JobsPluginOptions>(
  async (app, { databaseUrl, enabled }) => {
    if (!enabled) {
      app.decorate('jobs', null);
      return;
    }
    const jobs = new JobQueue({
      databaseUrl,
      work: app.config.runJobs,
      superviseSeconds: app.config.jobSuperviseSeconds,
      log: app.log,
    });
    app.decorate('jobs', jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
