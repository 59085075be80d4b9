// Settings, admin-changed UI strings and the server's enumerations.
import Type, { type Static } from 'typebox';
import { ORDER_STATUSES } from './enum-types.ts';

export const ConfigurationEntry = Type.Object({
  key: Type.String(),
  value: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
});
export type ConfigurationEntry = Static<typeof ConfigurationEntry>;

export const TranslationQuery = Type.Object({
  lang: Type.Enum(['en', 'kh'], { description: 'Route locale' }),
  namespace: Type.Optional(Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z0-9-]+$', default: 'common' })),
});
export type TranslationQuery = Static<typeof TranslationQuery>;

export const TranslationMessages = Type.Object({
  messages: Type.Record(Type.String(), Type.String(), {
    description: 'Message id -> text, only the strings admins changed',
  }),
});
export type TranslationMessages = Static<typeof TranslationMessages>;

/** Re-exported so the order slice and the screens share one list. */
export { ORDER_STATUSES };
