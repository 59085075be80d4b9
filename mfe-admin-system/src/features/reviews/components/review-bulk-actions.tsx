import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { confirmAction, refreshAfterWrite, type BulkAction } from '@shop/admin';
import type { ReviewModerationView } from '@shop/contracts';
import { showToast } from '@shop/ui';
import { reviewKeys, setReviewVisibility } from '../api/reviews.ts';
import { formatNumber } from '@shop/i18n';

/**
 * The reviews list's bulk hide and show: one reason for all the selected reviews, then one call per review (so each
 * is audited on its own, as a single hide is); reviews already so are left as they are. The toast says how many moved
 * and how many could not.
 */
export function useReviewBulkActions(): BulkAction<ReviewModerationView>[] {
  const { t } = useLingui();
  const { i18n } = useI18n();

  const bulk = (hidden: boolean): BulkAction<ReviewModerationView> => ({
    label: hidden ? t`Hide` : t`Show`,
    color: hidden ? 'red' : undefined,
    run: (selected) => {
      const reviews = selected.filter((review) => review.hidden !== hidden);
      const count = formatNumber(i18n, reviews.length);
      if (reviews.length === 0) {
        showToast({
          color: 'blue',
          message: hidden ? t`The selected reviews are hidden already` : t`The selected reviews are shown already`,
        });
        return;
      }
      confirmAction({
        title: hidden ? t`Hide ${count} reviews?` : t`Show ${count} reviews again?`,
        message: hidden
          ? t`They leave the storefront at once. The reason is kept with each review and in the audit trail.`
          : t`They appear on the storefront again at once. The reason is kept with each review and in the audit trail.`,
        confirmLabel: hidden ? t`Hide` : t`Show`,
        danger: hidden,
        withReason: true,
        onConfirm: async (reason) => {
          let failed = 0;
          for (const review of reviews) {
            try {
              await setReviewVisibility({ id: review.id, body: { hidden, reason: reason ?? '' } });
            } catch {
              failed += 1;
            }
          }
          await refreshAfterWrite(reviewKeys.all, ['audit']);
          const done = formatNumber(i18n, reviews.length - failed);
          showToast({
            color: failed ? 'red' : 'green',
            message: failed
              ? t`${done} of ${count} reviews changed; ${formatNumber(i18n, failed)} could not be. Try those again.`
              : hidden
                ? t`${done} reviews hidden`
                : t`${done} reviews shown again`,
          });
        },
      });
    },
  });

  return [bulk(true), bulk(false)];
}
