// GET /api/other/enum_type: the server's enumerations, one type or all thirteen.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ENUM_TYPES, ENUM_TYPE_NAMES, EnumType, EnumTypeQuery, Envelope, ErrorBody } from '@shop/contracts';
import Type from 'typebox';

const enumTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/other/enum_type',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Enumerations with their values',
        querystring: EnumTypeQuery,
        response: { 200: Envelope(Type.Array(EnumType)), 400: ErrorBody },
      },
    },
    async (request) => {
      const names = request.query.type ? [request.query.type] : ENUM_TYPE_NAMES;
      return { data: names.map((type) => ({ type, values: [...ENUM_TYPES[type]] })) };
    },
  );
};

export default enumTypeRoutes;
