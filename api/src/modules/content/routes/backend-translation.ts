// The translation editor's seven routes (admins; a developer may write here too): the messages of every package
// with their texts, staff changes, the isCorrect mark, several changes at once, and the .po round trip
// (GET ?format=po exports, POST /multiple with a text/x-gettext-translation body imports).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  Envelope,
  ErrorBody,
  IdParams,
  Paged,
  TranslationBody,
  TranslationCorrectBody,
  TranslationEntry,
  TranslationImportQuery,
  TranslationImportResult,
  TranslationLanguageSummary,
  TranslationListQuery,
  TranslationMultipleBody,
  TranslationPatch,
  TranslationView,
} from '@shop/contracts';
import Type from 'typebox';
import { badRequest } from '../../../lib/http-error.ts';
import type { ContentServices } from '../content-services.ts';

const PO_TYPES = ['text/x-gettext-translation', 'text/x-po'];
const PO_LIMIT = 5 * 1024 * 1024;

const backendTranslationRoutes: FastifyPluginAsyncTypebox<{ services: ContentServices }> = async (
  app,
  { services },
) => {
  const { translations } = services;
  const tags = ['translation'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
  // A translator's file arrives as it is; only this plugin's routes accept it.
  app.addContentTypeParser(PO_TYPES, { parseAs: 'string', bodyLimit: PO_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/api/backend/translation',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Every UI message with its text per language; ?filter=missing|unverified|changed on ?language (default kh), ?search, ?package; ?format=po exports',
        querystring: TranslationListQuery,
        response: { 200: Paged(TranslationEntry), ...errors },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'po') {
        const language = request.query.language ?? 'kh';
        const file = await translations.exportPo(request.query);
        // Sent as text, past the JSON schema (as the CSV lists are): the plain FastifyReply takes any payload.
        const plain: FastifyReply = reply;
        return plain
          .header('content-type', 'text/x-gettext-translation; charset=utf-8')
          .header('content-disposition', `attachment; filename="messages-${language}.po"`)
          .send(file);
      }
      return translations.list(request.query);
    },
  );
  app.get(
    '/api/backend/translation/language',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Active languages with their missing, correct and changed counts',
        response: { 200: Envelope(Type.Array(TranslationLanguageSummary)), ...errors },
      },
    },
    async () => ({ data: await translations.languages() }),
  );
  app.post(
    '/api/backend/translation',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change a message in one language (400 when the text is not valid ICU, naming where)',
        body: TranslationBody,
        response: { 201: Envelope(TranslationView), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await translations.create(request.body) }),
  );
  app.post(
    '/api/backend/translation/multiple',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Several changes in one transaction ({items}); or a .po file (text/x-gettext-translation, ?language=kh) to import',
        querystring: TranslationImportQuery,
        body: Type.Union([TranslationMultipleBody, Type.String({ maxLength: PO_LIMIT })]),
        response: { 200: Envelope(Type.Union([Type.Array(TranslationView), TranslationImportResult])), ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      if (typeof body === 'string') {
        if (!PO_TYPES.some((type) => request.headers['content-type']?.startsWith(type))) {
          throw badRequest('body: send {items: [...]} as JSON, or a .po file as text/x-gettext-translation', {
            field: 'body',
          });
        }
        return { data: await translations.importPo(request.query.language ?? 'kh', body) };
      }
      return { data: await translations.applyChanges(body.items) };
    },
  );
  app.put(
    '/api/backend/translation/isCorrect/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Mark a change correct or not',
        params: IdParams,
        body: TranslationCorrectBody,
        response: { 200: Envelope(TranslationView), ...errors },
      },
    },
    async (request) => ({ data: await translations.setCorrect(request.params.id, request.body.isCorrect) }),
  );
  app.put(
    '/api/backend/translation/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change the text (a new text is not correct unless isCorrect says so)',
        params: IdParams,
        body: TranslationPatch,
        response: { 200: Envelope(TranslationView), ...errors },
      },
    },
    async (request) => ({ data: await translations.update(request.params.id, request.body) }),
  );
  app.delete(
    '/api/backend/translation/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Drop a staff change: the built text shows again',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await translations.remove(request.params.id);
      return { data: null };
    },
  );
};

export default backendTranslationRoutes;
