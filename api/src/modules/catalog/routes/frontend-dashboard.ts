// The storefront's browsing calls: the vehicle selector (years, brands, models that have parts), the vehicle
// filter, browsing and searching parts and accessories, and accessories by maker.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  AccessoryBrowseBody,
  AccessoryBrowseResult,
  AccessoryGroup,
  AccessoryGroupsBody,
  AccessorySummary,
  BrandIdParams,
  CountedRef,
  Envelope,
  ErrorBody,
  MakerAccessories,
  PageQuery,
  Paged,
  PartBrowseBody,
  PartSearchAnswer,
  PartSummary,
  SearchBody,
  SuggestQuery,
  Suggestions,
  VehicleFilterBody,
  VehicleFilterResult,
  VehicleModel,
  Year,
  YearBrandParams,
  YearWithBrands,
} from '@shop/contracts';
import Type from 'typebox';
import { cacheKey } from '../../../lib/read-cache.ts';
import { pageRequest } from '../../../lib/paging.ts';
import { sendCached } from '../../../plugins/catalog-cache.ts';
import { callerPriceKind } from '../../commerce/pricing.ts';
import type { CatalogServices } from '../catalog-services.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };

const frontendDashboardRoutes: FastifyPluginAsyncTypebox<{ services: CatalogServices }> = async (app, { services }) => {
  const { vehicles, parts, suggestions } = services;
  const tags = ['dashboard'];
  // The hottest reads are the same for every shopper of a price kind: answered from the catalogue cache
  // (plugins/catalog-cache.ts), keyed by the kind so a dealer's prices never reach a customer or the other way round.
  const cached = <R extends FastifyReply>(reply: R, name: string, params: object, load: () => Promise<unknown>) =>
    sendCached(reply, app.catalogCache, cacheKey(name, params), load);

  app.get(
    '/api/frontend/dashboard/year',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Model years that have parts, newest first, with their brands',
        response: { 200: Envelope(Type.Array(YearWithBrands)), ...errors },
      },
    },
    async (_request, reply) => cached(reply, 'years', {}, async () => ({ data: await vehicles.years() })),
  );
  app.get(
    '/api/frontend/dashboard/brand/:brandId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A brand's model years that have parts, newest first",
        params: BrandIdParams,
        response: { 200: Envelope(Type.Array(Year)), ...errors },
      },
    },
    async (request) => ({ data: await vehicles.yearsOfBrand(request.params.brandId) }),
  );
  app.get(
    '/api/frontend/dashboard/model/:yearId/brand/:brandId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A brand's models of a year that have parts",
        params: YearBrandParams,
        response: { 200: Envelope(Type.Array(VehicleModel)), ...errors },
      },
    },
    async (request) => ({ data: await vehicles.models(request.params.yearId, request.params.brandId) }),
  );

  app.post(
    '/api/frontend/dashboard',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Vehicle filter: the parts that fit a vehicle, in category order, with price and availability',
        description:
          'With showSummary, also the counts per category, position and maker of every part that fits the vehicle.',
        body: VehicleFilterBody,
        response: { 200: VehicleFilterResult, ...errors },
      },
    },
    async (request, reply) => {
      const { yearId, brandId, modelId, categoryId, position, brandItemId, partIds, showSummary } = request.body;
      const priceKind = await callerPriceKind(app, request, reply);
      // Sorted and unique, so the same page's parts in another order share one cache entry.
      const onlyParts = partIds === undefined ? undefined : [...new Set(partIds)].sort((a, b) => a - b);
      const query = {
        ...pageRequest(request.body),
        yearId,
        brandId,
        modelId,
        categoryId,
        position,
        brandItemId,
        partIds: onlyParts,
        showSummary: showSummary ?? false,
        priceKind,
      };
      return cached(reply, 'vehicle-filter', query, () => vehicles.filter(query));
    },
  );
  app.post(
    '/api/frontend/dashboard/part',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Parts by category, maker, popular or best-seller',
        body: PartBrowseBody,
        response: { 200: Paged(PartSummary), ...errors },
      },
    },
    async (request, reply) => {
      const { categoryId, brandItemId, popular, bestSeller } = request.body;
      const priceKind = await callerPriceKind(app, request, reply);
      return parts.parts({ categoryId, brandItemId, popular, bestSeller }, pageRequest(request.body), priceKind);
    },
  );
  app.get(
    '/api/frontend/dashboard/suggest',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Search suggestions as the shopper types: the best parts (by number or name), makers and categories',
        querystring: SuggestQuery,
        response: { 200: Envelope(Suggestions), ...errors },
      },
    },
    async (request, reply) => {
      // Keyed on the folded text, so "Brake", "brake " and "BRAKE" share one cached answer.
      const query = request.query.query.trim().toLowerCase();
      // Suggestions carry no price: the same for every shopper.
      return cached(reply, 'suggest', { query }, async () => ({ data: await suggestions.suggest(query) }));
    },
  );
  app.post(
    '/api/frontend/dashboard/search/part-or-keyword',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Search parts by part number or keyword (typos allowed), exact part numbers first',
        description:
          "brandId names a maker (brand item): it narrows the search, and with no query lists that maker's parts.",
        body: SearchBody,
        response: { 200: PartSearchAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { query, brandId } = request.body;
      const page = pageRequest(request.body);
      const priceKind = await callerPriceKind(app, request, reply);
      return cached(reply, 'part-search', { query, brandId, page, priceKind }, () =>
        parts.searchParts(query, brandId, page, priceKind),
      );
    },
  );
  app.post(
    '/api/frontend/dashboard/accessory',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Accessories by category: each category with its count and first accessories',
        body: AccessoryGroupsBody,
        response: { 200: Envelope(Type.Array(AccessoryGroup)), ...errors },
      },
    },
    async (request, reply) => {
      const priceKind = await callerPriceKind(app, request, reply);
      return { data: await parts.accessoryGroups(request.body.perCategory ?? 8, request.body.brandItemId, priceKind) };
    },
  );
  app.post(
    '/api/frontend/dashboard/accessory/part',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Accessories by category or maker, or all of them',
        description:
          "With showSummary, also the count of every accessory and of each category (the page's category chips).",
        body: AccessoryBrowseBody,
        response: { 200: AccessoryBrowseResult, ...errors },
      },
    },
    async (request, reply) => {
      const { accessoryCategoryId, brandItemId, showSummary } = request.body;
      const query = {
        ...pageRequest(request.body),
        accessoryCategoryId,
        brandItemId,
        showSummary: showSummary ?? false,
        priceKind: await callerPriceKind(app, request, reply),
      };
      // The accessories page's list is the same for every shopper, like the vehicle filter's: cached the same way.
      return cached(reply, 'accessory-browse', query, async () => {
        const page = await parts.accessories({ accessoryCategoryId, brandItemId }, query, query.priceKind);
        return query.showSummary ? { ...page, summary: await parts.accessoryCounts() } : page;
      });
    },
  );
  app.post(
    '/api/frontend/dashboard/accessory/search/part-or-keyword',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Search accessories by part number or keyword',
        body: SearchBody,
        response: { 200: Paged(AccessorySummary), ...errors },
      },
    },
    async (request, reply) => {
      const { query, brandId } = request.body;
      const page = pageRequest(request.body);
      const priceKind = await callerPriceKind(app, request, reply);
      return cached(reply, 'accessory-search', { query, brandId, page, priceKind }, () =>
        parts.searchAccessories(query, brandId, page, priceKind),
      );
    },
  );
  app.get(
    '/api/frontend/dashboard/brand-accessory/accessory',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Makers of accessories with how many each makes',
        response: { 200: Envelope(Type.Array(CountedRef)), ...errors },
      },
    },
    async () => ({ data: await parts.accessoryMakers() }),
  );
  app.get(
    '/api/frontend/dashboard/brand-accessory/accessory/:brandId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "One maker's accessories",
        params: BrandIdParams,
        querystring: PageQuery,
        response: { 200: Paged(AccessorySummary), ...errors },
      },
    },
    async (request, reply) =>
      parts.accessories(
        { brandItemId: request.params.brandId },
        pageRequest(request.query),
        await callerPriceKind(app, request, reply),
      ),
  );
  app.get(
    '/api/frontend/dashboard/brand-accessory/:brandId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "One maker's accessory categories with counts",
        params: BrandIdParams,
        response: { 200: Envelope(MakerAccessories), ...errors },
      },
    },
    async (request) => ({ data: await parts.makerAccessories(request.params.brandId) }),
  );
};

export default frontendDashboardRoutes;
