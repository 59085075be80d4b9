// Every entity the ORM knows; a domain adds its entities here when it adds tables.
import { User } from './identity/user.entity.ts';
import { Brand } from './catalog/brand.entity.ts';
import { catalogEntities } from './catalog/entities.ts';
import { supplyEntities } from './supply/entities.ts';
import { contentEntities } from './content/entities.ts';

export const entities = [User, Brand, ...catalogEntities, ...supplyEntities, ...contentEntities];
