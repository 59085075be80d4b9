import { Stack, Text } from '@mantine/core';
import type { AuditEntryView } from '@shop/contracts';
import { useAuditWords } from './audit-words.ts';
import { useSystemNote } from './system-note.ts';

/**
 * What one audit entry changed, in the reader's words: the note (typed, or the system's worded from its code), then
 * each field with what it held. A new record lists what it was made with; a deleted or reverted one what it held.
 */
export function AuditEntryDetails({ entry, size = 'xs' }: { entry: AuditEntryView; size?: 'xs' | 'sm' }) {
  const words = useAuditWords();
  const systemNote = useSystemNote();
  const note = entry.note ?? systemNote(entry.noteCode, entry.noteFacts);
  const made = entry.action === 'create';
  const gone = entry.action === 'delete' || entry.action === 'revert';
  return (
    <Stack gap={0}>
      {note ? (
        <Text size={size} fs="italic">
          {note}
        </Text>
      ) : null}
      {entry.changes.map((change) => {
        const field = words.field(entry.entity, change.field);
        const text = made
          ? `${field}: ${words.value(change, 'to', entry.entity)}`
          : gone
            ? `${field}: ${words.value(change, 'from', entry.entity)}`
            : `${field}: ${words.value(change, 'from', entry.entity)} → ${words.value(change, 'to', entry.entity)}`;
        return (
          <Text key={change.field} size={size}>
            {text}
          </Text>
        );
      })}
    </Stack>
  );
}
