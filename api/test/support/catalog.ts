// Helpers for the catalogue tests: requests, and raw SQL for arranging stock the storefront cannot change.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

export const getJson = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

export const postJson = async (app: FastifyInstance, url: string, payload: unknown) => {
  const response = await app.inject({ method: 'POST', url, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
};

/** Runs statements on the test app's own database (for arranging stock, suppliers and flags). */
export async function withDatabase<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The ids of a vehicle by names, e.g. vehicle(app, 'Toyota', 'Camry', 2015). */
export async function vehicle(app: FastifyInstance, brand: string, model: string, year: number) {
  const brands = (await getJson(app, '/api/frontend/brand?size=100')).body.data as { id: number; name: string }[];
  const brandId = brands.find((b) => b.name === brand)!.id;
  const years = (await getJson(app, '/api/frontend/dashboard/year')).body.data as { id: number; value: number }[];
  const yearId = years.find((y) => y.value === year)!.id;
  const models = (await getJson(app, `/api/frontend/dashboard/model/${yearId}/brand/${brandId}`)).body.data as {
    id: number;
    name: string;
  }[];
  const modelId = models.find((m) => m.name === model)!.id;
  return { brandId, yearId, modelId };
}
