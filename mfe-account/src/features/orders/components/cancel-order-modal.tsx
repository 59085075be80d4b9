import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

interface CancelOrderModalProps {
  orderId: number;
  opened: boolean;
  pending: boolean;
  /** A failure to show inside the dialog (the page shows the ones that close it). */
  error: string | null;
  onClose(): void;
  onConfirm(reasons: string): void;
}

/** Cancelling a whole order asks why; the reason is required and goes into the order's history. */
export function CancelOrderModal({ orderId, opened, pending, error, onClose, onConfirm }: CancelOrderModalProps) {
  const { t } = useLingui();
  const [reasons, setReasons] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = () => {
    const text = reasons.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    onConfirm(text);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t`Cancel order #${orderId}`} centered>
      <form
        aria-label={t`Cancel the order`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t`Every line of the order is cancelled and its stock given back to the stores.`}</Text>
          <Textarea
            label={t`Why are you cancelling?`}
            withAsterisk
            rows={3}
            maxLength={1000}
            value={reasons}
            onChange={(event) => {
              setReasons(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t`Please tell us why you are cancelling.` : undefined}
            data-autofocus
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
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
