// Every entity the ORM knows, as each domain module lists its own.
import { BaseEntity, ReferenceEntity } from '../db/base-entity.ts';
import { catalogEntities } from './catalog/index.ts';
import { commerceEntities } from './commerce/index.ts';
import { contentEntities } from './content/index.ts';
import { identityEntities } from './identity/index.ts';
import { insightsEntities } from './insights/index.ts';
import { notificationEntities } from './notifications/index.ts';
import { platformEntities } from './platform/index.ts';
import { supplyEntities } from './supply/index.ts';

export const entities = [
  BaseEntity,
  ReferenceEntity,
  ...identityEntities,
  ...catalogEntities,
  ...supplyEntities,
  ...contentEntities,
  ...commerceEntities,
  ...notificationEntities,
  ...platformEntities,
  ...insightsEntities,
];
