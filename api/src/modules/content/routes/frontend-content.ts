// Storefront settings and the admin-changed UI strings merged over the built catalogues.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConfigKeyParams,
  ConfigurationEntry,
  Envelope,
  ErrorBody,
  TranslationMessages,
  TranslationQuery,
} from '@shop/contracts';
import Type from 'typebox';
import type { ContentServices } from '../content-services.ts';

const frontendContentRoutes: FastifyPluginAsyncTypebox<{ services: ContentServices }> = async (app, { services }) => {
  const { content } = services;

  app.get(
    '/api/frontend/configuration',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Public settings, by key',
        response: { 200: Envelope(Type.Array(ConfigurationEntry)) },
      },
    },
    async () => ({ data: await content.publicConfiguration() }),
  );
  app.get(
    '/api/frontend/configuration/:key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'One public setting',
        params: ConfigKeyParams,
        response: { 200: Envelope(ConfigurationEntry), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({ data: await content.publicSetting(request.params.key) }),
  );
  app.get(
    '/api/frontend/translation',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'UI strings changed by admins for a locale and namespace (merged over the built catalogues)',
        querystring: TranslationQuery,
        response: { 200: Envelope(TranslationMessages), 400: ErrorBody },
      },
    },
    async (request) => ({
      data: { messages: await content.messages(request.query.lang, request.query.namespace ?? 'common') },
    }),
  );
};

export default frontendContentRoutes;
