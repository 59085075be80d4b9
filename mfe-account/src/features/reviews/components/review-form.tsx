import { useState } from 'react';
import { Alert, Button, Group, Input, Rating, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { describeApiError, type ApiProblem } from '@shop/ui';
import { putOnField } from '@shop/ui/form-errors.ts';
import { MAX_REVIEW_COMMENT, type ReviewFields } from '../api/types.ts';

interface ReviewFormProps {
  /** Accessible name of the form. */
  label: string;
  initial: ReviewFields | null;
  pending: boolean;
  /** Said above the buttons, e.g. that an earlier review is being changed. */
  notice?: string | null;
  submitLabel: string;
  /** Saves; a refusal it rejects with is shown under the field it names, or above the buttons. */
  onSave(fields: ReviewFields): Promise<unknown>;
  onCancel?: () => void;
}

/** Stars from 1 to 5 (required) and an optional comment. */
export function ReviewForm({ label, initial, pending, notice, submitLabel, onSave, onCancel }: ReviewFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    mode: 'controlled',
    initialValues: { rating: initial?.rating ?? 0, comment: initial?.comment ?? '' },
    validate: { rating: (value) => (value < 1 ? t`Choose from 1 to 5 stars.` : null) },
  });
  const [problem, setProblem] = useState<ApiProblem>();

  const submit = form.onSubmit(async ({ rating, comment }) => {
    setProblem(undefined);
    const text = comment.trim();
    try {
      await onSave({ rating, comment: text === '' ? null : text });
    } catch (error) {
      setProblem(putOnField(form, describeApiError(error), (message) => i18n._(message)));
    }
  });

  return (
    <form aria-label={label} onSubmit={submit}>
      <Stack gap="md">
        <Input.Wrapper label={t`Your rating`} withAsterisk error={form.errors.rating}>
          <Rating
            mt={4}
            size="lg"
            value={form.values.rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            getSymbolLabel={(value) => plural(value, { one: '# star', other: '# stars' })}
          />
        </Input.Wrapper>
        <Textarea
          label={t`Comment`}
          description={t`Optional: what was good, what could be better.`}
          rows={4}
          maxLength={MAX_REVIEW_COMMENT}
          {...form.getInputProps('comment')}
        />
        {notice ? (
          <Alert color="blue" variant="light">
            {notice}
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {i18n._(problem.message)}
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
