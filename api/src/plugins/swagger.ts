// The OpenAPI document is generated from the routes' TypeBox schemas: JSON at /docs/json, UI at /docs.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_DOCS_CSP } from '../lib/security-headers.ts';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Vehicle parts shop API',
          description:
            'Storefront (/api/frontend), back-office (/api/backend) and sign-in (/auth). Answers wrap their payload in ' +
            '`{ data }`; errors are `{ statusCode, code, message }`. Send the token from POST /auth/login as `Authorization: Bearer <token>`.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    // Swagger UI gets its own policy (what it needs, nothing more); the other security headers come from plugins/security.ts.
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: API_DOCS_CSP });
  },
  { name: 'swagger' },
);
