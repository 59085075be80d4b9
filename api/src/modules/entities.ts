// Every entity the ORM knows; a domain adds its entities here when it adds tables.
import { User } from './identity/user.entity.ts';
import { Brand } from './catalog/brand.entity.ts';

export const entities = [User, Brand];
