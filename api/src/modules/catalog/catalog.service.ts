import type { Brand as BrandDto, Pagination } from '@shop/contracts';
import type { Orm } from '../../db/orm.ts';
import { notFound } from '../../lib/http-error.ts';
import { pagination, type PageRequest } from '../../lib/paging.ts';
import { Brand } from './brand.entity.ts';

export class CatalogService {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async listBrands(page: PageRequest): Promise<{ data: BrandDto[]; pagination: Pagination }> {
    const [brands, total] = await this.#orm.em.findAndCount(
      Brand,
      {},
      { orderBy: { name: 'asc', id: 'asc' }, limit: page.size, offset: page.offset },
    );
    return { data: brands.map(toBrandDto), pagination: pagination(page, total) };
  }

  async getBrand(id: number): Promise<BrandDto> {
    const brand = await this.#orm.em.findOne(Brand, { id });
    if (!brand) throw notFound(`Brand ${id} not found`);
    return toBrandDto(brand);
  }
}

export function toBrandDto(brand: Brand): BrandDto {
  return {
    id: brand.id,
    name: brand.name,
    nameKh: brand.nameKh ?? null,
    logo: brand.logo ?? null,
    sortOrder: brand.sortOrder,
    createdAt: brand.createdAt.toISOString(),
  };
}
