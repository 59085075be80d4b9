import { useState } from 'react';
import { Alert, Button, Group, Input, Rating, Stack, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { MAX_REVIEW_COMMENT, type ReviewFields } from '../api/types.ts';

interface ReviewFormProps {
  /** Accessible name of the form. */
  label: string;
  initial: ReviewFields | null;
  pending: boolean;
  error: string | null;
  /** Said above the buttons, e.g. that an earlier review is being changed. */
  notice?: string | null;
  submitLabel: string;
  onSubmit(fields: ReviewFields): void;
  onCancel?: () => void;
}

/** Stars from 1 to 5 (required) and an optional comment. */
export function ReviewForm({
  label,
  initial,
  pending,
  error,
  notice,
  submitLabel,
  onSubmit,
  onCancel,
}: ReviewFormProps) {
  const { t } = useLingui();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [missingRating, setMissingRating] = useState(false);

  return (
    <form
      aria-label={label}
      data-testid="review-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (rating < 1) {
          setMissingRating(true);
          return;
        }
        const text = comment.trim();
        onSubmit({ rating, comment: text === '' ? null : text });
      }}
    >
      <Stack gap="md">
        <Input.Wrapper
          label={t`Your rating`}
          withAsterisk
          error={missingRating ? t`Choose from 1 to 5 stars.` : undefined}
        >
          <Rating
            mt={4}
            size="lg"
            value={rating}
            onChange={(value) => {
              setRating(value);
              setMissingRating(false);
            }}
            getSymbolLabel={(value) => plural(value, { one: '# star', other: '# stars' })}
            data-testid="review-rating"
          />
        </Input.Wrapper>
        <Textarea
          label={t`Comment`}
          description={t`Optional: what was good, what could be better.`}
          rows={4}
          maxLength={MAX_REVIEW_COMMENT}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        {notice ? (
          <Alert color="blue" variant="light" data-testid="review-notice">
            {notice}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert" data-testid="review-error">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t`Close`}
            </Button>
          ) : null}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
