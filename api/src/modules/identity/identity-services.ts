// The identity module's services, made once and shared by its route files.
import type { FastifyInstance } from 'fastify';
import { AccountService } from './account.service.ts';
import { LocationService } from './location.service.ts';
import { OutboxMessageAdapter } from './messaging/outbox-message-adapter.ts';
import { PasswordResetService } from './password-reset.service.ts';
import { OidcProvider } from './social/oidc-provider.ts';
import { SocialSignInService } from './social/social-sign-in.service.ts';
import { TelegramMiniAppProvider } from './social/telegram-mini-app-provider.ts';
import { TelegramProvider } from './social/telegram-provider.ts';
import { UserAdminService } from './user-admin.service.ts';
import { UserLocationService } from './user-location.service.ts';

export interface IdentityServices {
  accounts: AccountService;
  users: UserAdminService;
  /** The shop's own places (districts, provinces). */
  locations: LocationService;
  /** Each shopper's saved addresses. */
  userLocations: UserLocationService;
  social: SocialSignInService;
  resets: PasswordResetService;
}

export function identityServices(app: FastifyInstance): IdentityServices {
  const { config } = app;
  const google = config.oidc.issuer.replace(/\/$/, '') === 'https://accounts.google.com' ? ['accounts.google.com'] : [];
  return {
    accounts: new AccountService(app.orm),
    users: new UserAdminService(app.orm, app.notifications),
    locations: new LocationService(app.orm),
    userLocations: new UserLocationService(app.orm),
    social: new SocialSignInService(app.orm, [
      new TelegramProvider(config.telegramBotToken),
      new TelegramMiniAppProvider(config.telegramBotToken),
      new OidcProvider({
        type: 'GOOGLE',
        issuer: config.oidc.issuer,
        clientId: config.oidc.clientId,
        issuerAliases: google,
      }),
    ]),
    resets: new PasswordResetService({
      orm: app.orm,
      identity: app.identity,
      messages: new OutboxMessageAdapter(app.log, {
        logBodies: !config.production,
        installationSecret: config.jwt.secret,
      }),
      secret: config.jwt.secret,
    }),
  };
}
