import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { describeApiError } from '@shop/admin';
import { formatDate } from '@shop/i18n';
import { ErrorBlock, LoadingBlock } from '@shop/ui';
import { useState } from 'react';
import { useCreateOrderNote, useOrderNotes } from '../api/order-notes.ts';

/** Internal notes (staff only, never shown to the shopper): the thread and a box to add one. */
export function OrderNotes({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const notes = useOrderNotes(orderId);
  const create = useCreateOrderNote(orderId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!text.trim()) {
      setError(t`Write a note first`);
      return;
    }
    setError(null);
    create.mutate(text, {
      onSuccess: () => setText(''),
      onError: (failure) => setError(i18n._(describeApiError(failure).message)),
    });
  };
  return (
    <Stack gap="sm">
      {notes.isPending ? <LoadingBlock /> : notes.isError ? <ErrorBlock onRetry={() => void notes.refetch()} /> : null}
      {notes.data?.length === 0 ? (
        <Text size="sm" c="dimmed">{t`No notes yet. Notes are for staff only; the shopper never sees them.`}</Text>
      ) : null}
      {notes.data?.map((note) => (
        <div key={note.id} data-testid="order-note">
          <Text size="xs" c="dimmed">
            {note.author.name} · {formatDate(i18n, note.createdAt, 'date-time')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {note.body}
          </Text>
        </div>
      ))}
      <Textarea
        label={t`Internal note`}
        value={text}
        maxLength={2000}
        autosize
        minRows={2}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
        data-testid="note-input"
      />
      <Group justify="flex-end">
        <Button size="xs" onClick={submit} loading={create.isPending} data-testid="note-add">
          {t`Add note`}
        </Button>
      </Group>
    </Stack>
  );
}
