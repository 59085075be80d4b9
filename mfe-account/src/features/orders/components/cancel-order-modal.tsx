import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { describeApiError, type ApiProblem } from '@shop/ui';
import { putOnField } from '@shop/ui/form-errors.ts';

interface CancelOrderModalProps {
  orderId: number;
  opened: boolean;
  pending: boolean;
  onClose(): void;
  /**
   * Cancels with the reason. A refusal it rejects with is shown in the dialog, under the reason when it names it
   * (the page closes the dialog on the refusals it shows itself).
   */
  onConfirm(reasons: string): Promise<unknown>;
}

/** Cancelling a whole order asks why; the reason is required and goes into the order's history. */
export function CancelOrderModal({ orderId, opened, pending, onClose, onConfirm }: CancelOrderModalProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    mode: 'controlled',
    initialValues: { reasons: '' },
    validate: { reasons: (value) => (value.trim() ? null : i18n._(msg`Please tell us why you are cancelling.`)) },
  });
  const [problem, setProblem] = useState<ApiProblem>();

  const submit = form.onSubmit(async ({ reasons }) => {
    setProblem(undefined);
    try {
      await onConfirm(reasons.trim());
    } catch (error) {
      setProblem(putOnField(form, describeApiError(error), (message) => i18n._(message)));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t`Cancel order #${orderId}`} centered>
      <form aria-label={t`Cancel the order`} onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{t`Every line of the order is cancelled and its stock given back to the stores.`}</Text>
          <Textarea
            label={t`Why are you cancelling?`}
            withAsterisk
            rows={3}
            maxLength={1000}
            {...form.getInputProps('reasons')}
            data-autofocus
          />
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {i18n._(problem.message)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Keep the order`}
            </Button>
            <Button type="submit" color="red" loading={pending}>
              {t`Cancel the order`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
