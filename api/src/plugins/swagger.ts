// The OpenAPI document is generated from the routes' TypeBox schemas: JSON at /docs/json, UI at /docs.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

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
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger' },
);
