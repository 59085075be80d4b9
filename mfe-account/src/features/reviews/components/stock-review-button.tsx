import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { existingReviewId } from '../api/review-exists.ts';
import { useSaveStockReview } from '../api/save-stock-review.ts';
import type { ReviewFields } from '../api/types.ts';
import { ReviewForm } from './review-form.tsx';

interface StockReviewButtonProps {
  stockId: number;
  /** What the shopper calls the item (the dialog's title). */
  itemName: string;
  /** My review of this stock, if I wrote one. */
  review: (ReviewFields & { id: number }) | null;
  /** Saved: the page fetches the order again (its lines carry the review). */
  onSaved?: () => Promise<void> | void;
}

/** "Write a review" or "Edit your review" of an item I received, in a dialog. */
export function StockReviewButton({ stockId, itemName, review, onSaved }: StockReviewButtonProps) {
  const { t } = useLingui();
  const save = useSaveStockReview({ onSaved });
  const [opened, setOpened] = useState(false);
  // Set when the API said I had reviewed this stock already (from another order): saving then changes that review.
  const [existingId, setExistingId] = useState<number | null>(null);
  const reviewId = review?.id ?? existingId;

  const open = () => {
    save.reset();
    setOpened(true);
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        onClick={open}
        aria-label={review ? t`Edit your review of ${itemName}` : t`Write a review of ${itemName}`}
      >
        {review ? t`Edit your review` : t`Write a review`}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={review ? t`Edit your review of ${itemName}` : t`Review ${itemName}`}
        centered
      >
        <ReviewForm
          key={`${opened}-${review?.id ?? 'new'}`}
          label={t`Review of ${itemName}`}
          initial={review}
          pending={save.isPending}
          notice={
            existingId !== null && !review
              ? t`You had already reviewed this item. Saving now changes that review.`
              : null
          }
          submitLabel={reviewId === null ? t`Post review` : t`Save review`}
          onCancel={() => setOpened(false)}
          onSave={(fields) =>
            save
              .mutateAsync({ stockId, id: reviewId, ...fields }, { onSuccess: () => setOpened(false) })
              .catch((error: unknown) => {
                // Reviewed already (from another order): saving again changes that review, so it is no refusal.
                const id = existingReviewId(error);
                if (id === undefined) throw error;
                setExistingId(id);
              })
          }
        />
      </Modal>
    </>
  );
}
