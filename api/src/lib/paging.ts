import { DEFAULT_PAGE_SIZE, type PageQuery, type Pagination } from '@shop/contracts';

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

/** Defaults for a validated PageQuery (the schema already bounds both numbers). */
export function pageRequest(query: PageQuery): PageRequest {
  const page = query.page ?? 0;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  return { page, size, offset: page * size };
}

export function pagination(request: PageRequest, totalCount: number): Pagination {
  return { page: request.page, pageSize: request.size, totalCount, totalPage: Math.ceil(totalCount / request.size) };
}
