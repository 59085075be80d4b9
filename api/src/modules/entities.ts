// Every entity the ORM knows; a domain adds its entities here when it adds tables.
import { User } from './identity/user.entity.ts';
import { Brand } from './catalog/brand.entity.ts';
import { Location } from './identity/location.entity.ts';
import { UserLocation } from './identity/user-location.entity.ts';
import { SocialAccount } from './identity/social-account.entity.ts';
import { PasswordResetCode } from './identity/password-reset-code.entity.ts';
import { MessageOutbox } from './identity/message-outbox.entity.ts';
import { catalogEntities } from './catalog/entities.ts';
import { supplyEntities } from './supply/entities.ts';
import { contentEntities } from './content/entities.ts';
import { commerceEntities } from './commerce/entities.ts';
import { Notification } from './notifications/notification.entity.ts';
import { BaseEntity } from '../db/base-entity.ts';
import { AuditEntry } from './platform/audit-entry.entity.ts';
import { SavedView } from './platform/saved-view.entity.ts';

export const entities = [
  BaseEntity,
  User,
  Brand,
  Location,
  UserLocation,
  SocialAccount,
  PasswordResetCode,
  MessageOutbox,
  ...catalogEntities,
  ...supplyEntities,
  ...contentEntities,
  ...commerceEntities,
  Notification,
  AuditEntry,
  SavedView,
];
