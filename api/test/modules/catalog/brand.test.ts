import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBrands } from '../../../src/seeders/demo-catalog.ts';
import { startTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const names = [...demoBrands.map((b) => b.name)].sort((a, b) => a.localeCompare(b));

describe('GET /api/frontend/brand', () => {
  it('answers the first 10 brands by name, with their Khmer names, and the pagination', async () => {
    const response = await get('/api/frontend/brand');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({ page: 0, pageSize: 10, totalCount: 10, totalPage: 1 });
    expect(body.data.map((b: { name: string }) => b.name)).toEqual(names);
    expect(body.data.find((b: { name: string }) => b.name === 'Toyota')).toEqual({
      id: expect.any(Number),
      name: 'Toyota',
      nameKh: 'តូយ៉ូតា',
      logo: null,
      sortOrder: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('pages with a zero-based page and a size', async () => {
    const second = (await get('/api/frontend/brand?page=1&size=3')).json();
    expect(second.pagination).toEqual({ page: 1, pageSize: 3, totalCount: 10, totalPage: 4 });
    expect(second.data.map((b: { name: string }) => b.name)).toEqual(names.slice(3, 6));
    const last = (await get('/api/frontend/brand?page=3&size=3')).json();
    expect(last.data.map((b: { name: string }) => b.name)).toEqual(names.slice(9));
    const beyond = (await get('/api/frontend/brand?page=50&size=3')).json();
    expect(beyond).toEqual({ data: [], pagination: { page: 50, pageSize: 3, totalCount: 10, totalPage: 4 } });
  });

  it.each([
    ['page=-1', 'page'],
    ['size=0', 'size'],
    ['size=101', 'size'],
    ['size=100000', 'size'],
    ['size=abc', 'size'],
    ['page=1.5', 'page'],
    ['page=99999999999999999999', 'page'],
    ['size=Infinity', 'size'],
    ['page=1e999', 'page'],
    [`size=${'9'.repeat(4000)}`, 'size'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await get(`/api/frontend/brand?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect(response.json().message).toContain(field);
  });

  it('ignores unknown query parameters', async () => {
    const response = await get(`/api/frontend/brand?size=2&sort=${'x'.repeat(5000)}&drop=table`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(2);
  });
});

describe('GET /api/frontend/brand/:id', () => {
  it('answers one brand', async () => {
    const list = (await get('/api/frontend/brand?size=100')).json();
    const honda = list.data.find((b: { name: string }) => b.name === 'Honda');
    const response = await get(`/api/frontend/brand/${honda.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: honda });
  });

  it('answers 404 with a clear message for an unknown id', async () => {
    const response = await get('/api/frontend/brand/987654');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Brand 987654 not found' });
  });

  it.each(['abc', '1.5', '-1', '0', '99999999999', 'Infinity', 'x'.repeat(90)])('answers 400 for id %s', async (id) => {
    const response = await get(`/api/frontend/brand/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });
});
