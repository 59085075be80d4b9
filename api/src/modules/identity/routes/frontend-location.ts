// Storefront lookups of places (/api/frontend/location): Cambodia's provinces, for address forms.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorBody, Location } from '@shop/contracts';
import Type from 'typebox';
import type { IdentityServices } from '../identity-services.ts';

const frontendLocationRoutes: FastifyPluginAsyncTypebox<{ services: IdentityServices }> = async (app, { services }) => {
  const { userLocations: locations } = services;

  app.get(
    '/api/frontend/location',
    {
      config: { access: 'public' },
      schema: {
        tags: ['location'],
        summary: "Cambodia's capital and provinces, capital first then by name (25 rows: one list, not paged)",
        response: { 200: Envelope(Type.Array(Location)), 400: ErrorBody },
      },
    },
    async () => ({ data: await locations.provinces() }),
  );
};

export default frontendLocationRoutes;
