// The parts of My account; AccountLayout has made sure someone is signed in.
import { useSessionStore, type SessionUser } from '@shop/client';
import { ConnectedAccounts } from '../../features/connections/components/connected-accounts.tsx';
import { SavedLocations } from '../../features/locations/components/saved-locations.tsx';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form.tsx';
import { ProfileForm } from '../../features/profile/components/profile-form.tsx';
import { PlatformReview } from '../../features/reviews/components/platform-review.tsx';

function useUser(): SessionUser | null {
  return useSessionStore((state) => state.user);
}

export function ProfilePage() {
  const user = useUser();
  return user ? <ProfileForm key={user.id} user={user} /> : null;
}

export function PasswordPage() {
  const user = useUser();
  return user ? <ChangePasswordForm user={user} /> : null;
}

export function LocationsPage() {
  const user = useUser();
  return user ? <SavedLocations user={user} /> : null;
}

export function ConnectionsPage() {
  const user = useUser();
  return user ? <ConnectedAccounts user={user} /> : null;
}

export function ReviewPage() {
  return <PlatformReview />;
}
