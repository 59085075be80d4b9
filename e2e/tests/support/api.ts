import type { APIRequestContext } from '@playwright/test';

export interface Brand {
  id: number;
  name: string;
  nameKh: string | null;
}

/** The brands as the API serves them: the tests compare the pages with this, not with fixed lists. */
export async function fetchBrands(request: APIRequestContext): Promise<Brand[]> {
  const response = await request.get('/api/frontend/brand?page=0&size=100');
  if (!response.ok()) throw new Error(`GET /api/frontend/brand answered ${response.status()}`);
  const body = (await response.json()) as { data: Brand[] };
  if (body.data.length === 0) throw new Error('the demo shop has no brands');
  return body.data;
}
