import { useLingui } from '@lingui/react/macro';
import type { NotificationView } from '@shop/contracts';
import { useOrderStatusLabel } from '@shop/ui';
import { localizedName } from '@shop/i18n';

export interface NotificationWording {
  title: string;
  message: string;
  /** The free text that came with it (a cancel reason, a staff note), shown as written. */
  note: string | null;
}

/**
 * Words a notification in the reader's language from its facts (kind, order, statuses). The API's own English
 * `title`/`message` are the fallback for a kind this build does not know or a row without its facts.
 */
export function useNotificationWording() {
  const { t, i18n } = useLingui();
  const statusLabel = useOrderStatusLabel();
  return (notification: NotificationView): NotificationWording => {
    const { kind, orderId, fromStatus, toStatus, note } = notification;
    if (kind === 'ORDER_STATUS' && orderId !== null && toStatus !== null) {
      const to = statusLabel(toStatus);
      const from = fromStatus === null ? null : statusLabel(fromStatus);
      if (notification.supplierName) {
        // One supplier's part of the order moved (each part moves by itself).
        const supplier = localizedName(
          {
            name: notification.supplierName,
            nameKh: notification.supplierNameKh ?? null,
          },
          i18n.locale,
        );
        return {
          title: t`${supplier}'s part of order #${orderId}: ${to}`,
          message:
            from === null
              ? t`${supplier}'s part of your order #${orderId} is now ${to}.`
              : t`${supplier}'s part of your order #${orderId} moved from ${from} to ${to}.`,
          note,
        };
      }
      return {
        title: t`Order #${orderId}: ${to}`,
        message:
          from === null
            ? t`Your order #${orderId} is now ${to}.`
            : t`Your order #${orderId} moved from ${from} to ${to}.`,
        note,
      };
    }
    if (kind === 'ORDER_PLACED' && orderId !== null) {
      return {
        title: t`Order #${orderId} was placed for you`,
        message: t`The shop placed order #${orderId} for you.`,
        note,
      };
    }
    if (kind === 'PAYMENT_RECEIVED' && orderId !== null) {
      // The note is the amount the bank reports (figures and a currency code, the same in every language).
      return {
        title: t`Payment received for order #${orderId}`,
        message: t`The bank confirmed your payment for order #${orderId}. Thank you.`,
        note,
      };
    }
    if (kind === 'DEALER_APPROVED') {
      return {
        title: t`Your dealer account is approved`,
        message: t`You now see and pay dealer prices. Thank you for trading with us.`,
        note: null,
      };
    }
    return { title: notification.title, message: notification.message, note: null };
  };
}
