import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

interface CancelLineModalProps {
  /** The line's name and quantity as the shopper reads them; null when closed. */
  line: { name: string; quantity: string } | null;
  lastOpenLine: boolean;
  pending: boolean;
  error: string | null;
  onClose(): void;
  onConfirm(): void;
}

/** Cancelling one line asks once, and warns when it is the last open line (that cancels the whole order). */
export function CancelLineModal({ line, lastOpenLine, pending, error, onClose, onConfirm }: CancelLineModalProps) {
  const { t } = useLingui();
  const name = line?.name ?? '';
  const quantity = line?.quantity ?? '';
  return (
    <Modal opened={line !== null} onClose={onClose} title={t`Cancel this line?`} centered>
      <Stack gap="md">
        <Text size="sm">{t`${quantity} × ${name} will be removed from the order and its stock given back.`}</Text>
        {lastOpenLine ? (
          <Alert color="yellow" variant="light">
            {t`This is the last open line: cancelling it cancels the whole order.`}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Keep the line`}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {t`Cancel the line`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
