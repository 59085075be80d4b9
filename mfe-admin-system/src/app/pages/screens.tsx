// The kit-built screens, each inside this remote's page root.
import { AttachmentsPage } from '../../features/attachments/components/attachments-page.tsx';
import { AuditPage } from '../../features/audit/components/audit-page.tsx';
import { ConfigurationPage } from '../../features/configuration/components/configuration-page.tsx';
import { CurrenciesPage } from '../../features/currencies/components/currencies-page.tsx';
import { DeliveryZonesPage } from '../../features/delivery-zones/components/delivery-zones-page.tsx';
import { DistrictsPage } from '../../features/districts/components/districts-page.tsx';
import { LanguagesPage } from '../../features/languages/components/languages-page.tsx';
import { NotificationsPage } from '../../features/notifications/components/notifications-page.tsx';
import { PaymentMethodsPage } from '../../features/payment-methods/components/payment-methods-page.tsx';
import { ProvincesPage } from '../../features/provinces/components/provinces-page.tsx';
import { ReleasesPage } from '../../features/releases/components/releases-page.tsx';
import { TranslationsPage } from '../../features/translations/components/translations-page.tsx';
import { VisitorsPage } from '../../features/visitors/components/visitors-page.tsx';
import { AdminsPage } from '../../features/people/components/admins-page.tsx';
import { DealerQueuePage, PeoplePage } from '../../features/people/components/people-page.tsx';
import { ProfilePage } from '../../features/profile/components/profile-page.tsx';
import { ReviewsPage } from '../../features/reviews/components/reviews-page.tsx';
import { Page } from '../../lib/page.tsx';

export const CurrenciesScreen = () => (
  <Page>
    <CurrenciesPage />
  </Page>
);
export const DeliveryZonesScreen = () => (
  <Page>
    <DeliveryZonesPage />
  </Page>
);
export const PaymentMethodsScreen = () => (
  <Page>
    <PaymentMethodsPage />
  </Page>
);
export const DistrictsScreen = () => (
  <Page>
    <DistrictsPage />
  </Page>
);
export const ProvincesScreen = () => (
  <Page>
    <ProvincesPage />
  </Page>
);
export const LanguagesScreen = () => (
  <Page>
    <LanguagesPage />
  </Page>
);
export const ConfigurationScreen = () => (
  <Page>
    <ConfigurationPage />
  </Page>
);
export const AttachmentsScreen = () => (
  <Page>
    <AttachmentsPage />
  </Page>
);
export const AuditScreen = () => (
  <Page>
    <AuditPage />
  </Page>
);
export const NotificationsScreen = () => (
  <Page>
    <NotificationsPage />
  </Page>
);
export const TranslationsScreen = () => (
  <Page>
    <TranslationsPage />
  </Page>
);
export const ReleasesScreen = () => (
  <Page>
    <ReleasesPage />
  </Page>
);
export const VisitorsScreen = () => (
  <Page>
    <VisitorsPage />
  </Page>
);
export const PeopleScreen = () => (
  <Page>
    <PeoplePage />
  </Page>
);
export const DealerQueueScreen = () => (
  <Page>
    <DealerQueuePage />
  </Page>
);
export const AdminsScreen = () => (
  <Page>
    <AdminsPage />
  </Page>
);
export const ReviewsScreen = () => (
  <Page>
    <ReviewsPage />
  </Page>
);
export const ProfileScreen = () => (
  <Page>
    <ProfilePage />
  </Page>
);
