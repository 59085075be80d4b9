// Bulk import and export of the catalogue (admin): POST a CSV (text/csv) to .../dry-run to see what it would do,
// POST it to /api/backend/import/:kind to apply it; GET /api/backend/export/:kind gives the same format back
// (?template=true: the header and one example row). A file of more than IMPORT_JOB_ROWS rows is applied by a job
// (import-job.ts) when this process has a job queue: the answer is then 202 with the job to follow.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorBody,
  ExportQuery,
  IMPORT_MAX_BYTES,
  ImportErrorCode,
  ImportKindParams,
  ImportReport,
  JobView,
} from '@shop/contracts';
import Type from 'typebox';
import { unsupportedMediaType } from '../../../lib/http-error.ts';
import { sendCsvChunks } from '../../../lib/csv.ts';
import { exportChunks, templateText } from '../catalog-export.ts';
import { currentActor } from '../../platform/audit-context.ts';
import { JobProgress } from '../../platform/jobs/job-progress.ts';
import { readCsv } from '../csv-table.ts';
import { IMPORT_JOB, importFileKey, importJob } from '../import-job.ts';
import { openFileStorage } from '../../content/storage/open-storage.ts';
import type { CatalogImportServices } from '../catalog-import-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody };
const tags = ['import'];
const CsvBody = Type.String({
  description: 'The CSV file as text (Content-Type: text/csv), UTF-8, comma-separated, header first',
});
const schemaOf = (summary: string) => ({
  tags,
  summary,
  params: ImportKindParams,
  body: CsvBody,
  consumes: ['text/csv'],
  response: { 200: Envelope(ImportReport), ...errors },
});

const backendImportRoutes: FastifyPluginAsyncTypebox<{ services: CatalogImportServices }> = async (
  app,
  { services },
) => {
  const { imports, jobs } = services;
  // A large import's file waits for its job where every process can read it (docs/deploy.md, "Files").
  const storage = openFileStorage(app.config);
  app.addHook('onClose', async () => storage.close?.());
  app.jobs?.define(importJob(app.orm, imports, storage));
  // The CSV arrives as the body itself (a spreadsheet's export, as it is); this scope only.
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const csvText = (body: unknown): string => {
    if (typeof body !== 'string')
      throw unsupportedMediaType('Send the CSV file itself as the body, with Content-Type: text/csv', {
        code: ImportErrorCode.notCsv,
      });
    return body;
  };

  app.post(
    '/api/backend/import/:kind/dry-run',
    {
      config: { access: 'admin' },
      bodyLimit: IMPORT_MAX_BYTES,
      schema: schemaOf(
        'What importing the CSV would do: rows to add, to update, unchanged, and every rejected line with its reason; writes nothing',
      ),
    },
    async (request) => ({ data: await imports.dryRun(request.params.kind, csvText(request.body)) }),
  );
  app.post(
    '/api/backend/import/:kind',
    {
      config: { access: 'admin' },
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        ...schemaOf(
          'Import the CSV in one transaction: the rows that pass are written, rejected lines are answered as in the dry run. ' +
            'A file of more rows than IMPORT_JOB_ROWS is imported by a background job: 202 with the job (GET /api/backend/job/:id)',
        ),
        response: { ...schemaOf('').response, 202: Envelope(JobView) },
      },
    },
    async (request, reply) => {
      const text = csvText(request.body);
      // Read here too, so a file that cannot be read is refused now, not by a job later.
      const rows = readCsv(text).rows.length;
      if (!app.jobs || rows <= app.config.importJobRows) {
        return { data: await imports.apply(request.params.kind, text) };
      }
      const actor = currentActor();
      const id = randomUUID();
      await storage.put(importFileKey(id), Buffer.from(text, 'utf8'));
      try {
        await JobProgress.create(app.orm, { id, kind: IMPORT_JOB, startedBy: actor?.id ?? null, total: rows });
        await app.jobs.send(IMPORT_JOB, { kind: request.params.kind, file: importFileKey(id), actor }, { id });
      } catch (error) {
        // No job will read it.
        await storage.remove(importFileKey(id));
        throw error;
      }
      return reply.code(202).send({ data: (await jobs.get(id))! });
    },
  );
  app.get(
    '/api/backend/export/:kind',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'The parts or fitments as CSV, in the format the import reads (?template=true: header and one example row)',
        params: ImportKindParams,
        querystring: ExportQuery,
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv' }), ...errors },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      if (request.query.template) {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}-template.csv"`)
          .header('cache-control', 'no-store')
          .send(await templateText(app.orm, kind));
      }
      return sendCsvChunks(
        reply,
        `${kind}-${new Date().toISOString().slice(0, 10)}`,
        await exportChunks(app.orm, kind),
      );
    },
  );
};

export default backendImportRoutes;
