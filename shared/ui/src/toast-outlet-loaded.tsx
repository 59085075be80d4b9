import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from './toasts.tsx';

/** Mantine's notifications container with the shop's place and timing (shop.css `.shop-toasts`); see ToastOutlet. */
export function LoadedToastOutlet() {
  return <Notifications position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} classNames={{ root: 'shop-toasts' }} />;
}
