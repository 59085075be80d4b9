import { queryClient, refreshSession } from '@shop/client';
import { userLocationKeys } from './keys.ts';

/** After any change: the list is fetched again, and so is the session user (it carries the locations too). */
export async function afterLocationsChanged(): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: userLocationKeys.all }), refreshSession()]);
}
