import { useState } from 'react';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useMyPlatformReview } from '../api/get-my-platform-review.ts';
import { existingReviewId } from '../api/review-exists.ts';
import { useSavePlatformReview } from '../api/save-platform-review.ts';
import { ReviewForm } from './review-form.tsx';
import { apiErrorText } from '@shop/ui';

/** My review of the shop itself: write it once, change it afterwards. */
export function PlatformReview() {
  const { t } = useLingui();
  const mine = useMyPlatformReview();
  const save = useSavePlatformReview();
  const [existingId, setExistingId] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);

  if (mine.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t`Loading…`} />
      </Center>
    );
  }
  if (mine.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(mine.error)}
      </Alert>
    );
  }
  const review = mine.data;
  const reviewId = review?.id ?? existingId;

  return (
    <Stack gap="md" maw={560}>
      <div>
        <Title order={2} size="h4">
          {review ? t`Your review of the shop` : t`How was your experience with the shop?`}
        </Title>
        <Text size="sm" c="dimmed">
          {t`Your name and review are shown to other shoppers.`}
        </Text>
      </div>
      {saved ? (
        <Alert color="green" variant="light" role="status">
          {t`Thank you! Your review is saved.`}
        </Alert>
      ) : null}
      <ReviewForm
        key={review?.id ?? 'new'}
        label={t`Review of the shop`}
        initial={review}
        pending={save.isPending}
        notice={
          existingId !== null && !review ? t`You had already reviewed the shop. Saving now changes that review.` : null
        }
        submitLabel={reviewId === null ? t`Post review` : t`Save review`}
        onSave={(fields) => {
          setSaved(false);
          return save
            .mutateAsync({ id: reviewId, ...fields }, { onSuccess: () => setSaved(true) })
            .catch((error: unknown) => {
              // Reviewed already: saving again changes that review, so it is no refusal.
              const id = existingReviewId(error);
              if (id === undefined) throw error;
              setExistingId(id);
            });
        }}
      />
    </Stack>
  );
}
