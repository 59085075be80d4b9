// The audit trail: the admins' list (?actor&entity&entityId&action&from&to, paged, CSV) and one record's history
// (staff; a supplier only for its own records). Append-only: no route writes, changes or deletes an entry.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditEntryView, AuditListQuery, AuditRecordParams, AuditRecordQuery, ErrorBody, Paged } from '@shop/contracts';
import { sendCsv, wantsCsv } from '../../../lib/csv.ts';
import { pageRequest } from '../../../lib/paging.ts';
import { AuditEntry } from '../audit-entry.entity.ts';
import { AUDIT_ORDER, auditViews, auditWhere, partHistoryWhere } from '../audit.service.ts';
import type { PlatformServices } from '../platform-services.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['audit'];
const columns = Object.keys(AuditEntryView.properties);

const backendAuditRoutes: FastifyPluginAsyncTypebox<{ services: PlatformServices }> = async (app, { services }) => {
  const { audit } = services;
  app.get(
    '/api/backend/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'The audit trail, newest first, with names for the ids (?actor&entity&entityId&action&from&to; CSV with ?format=csv)',
        querystring: AuditListQuery,
        response: { 200: Paged(AuditEntryView), ...errors },
      },
    },
    async (request, reply) => {
      const where = auditWhere(request.query);
      if (wantsCsv(request))
        return sendCsv(app.orm, reply, 'audit', {
          entity: AuditEntry,
          where,
          orderBy: [...AUDIT_ORDER],
          columns,
          views: (em, rows) => auditViews(em, rows, audit.names),
        });
      return audit.list(where, pageRequest(request.query));
    },
  );
  app.get(
    '/api/backend/audit/:entity/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "One record's history, newest first, with names for the ids (a part's includes its fitments'; a supplier: only records of its own store; of an order, its own part's entries)",
        params: AuditRecordParams,
        querystring: AuditRecordQuery,
        response: { 200: Paged(AuditEntryView), ...errors },
      },
    },
    async (request) => {
      const { entity, id } = request.params;
      // A part's page shows its fitments' changes too.
      const where = entity === 'part' ? await partHistoryWhere(app.orm.em, id) : auditWhere({ entity, entityId: id });
      return audit.list(
        request.user.type === 'SUPPLIER' ? await audit.supplierScoped(request.user.id, entity, id, where) : where,
        pageRequest(request.query),
      );
    },
  );
};

export default backendAuditRoutes;
