// One message's text in one language, edited in place: the text (with "changed" and "correct" marks), Edit opens a
// text area with Save and Cancel, Mark correct, and Undo change (back to the built text).
import { ActionIcon, Badge, Button, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { describeApiError } from '@shop/admin';
import type { TranslationText } from '@shop/contracts';
import { useApplyTranslationChanges } from '../api/create-translation-changes.ts';
import { useDeleteTranslation } from '../api/delete-translation.ts';
import { useSaveTranslation } from '../api/save-translation.ts';
import { useSetTranslationCorrect } from '../api/update-translation-correct.ts';
import { textProblemPosition } from './text-problem.ts';

interface TranslationCellProps {
  messageKey: string;
  language: string;
  languageName: string;
  text: TranslationText;
}

export function TranslationCell({ messageKey, language, languageName, text }: TranslationCellProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveTranslation();
  const mark = useSetTranslationCorrect();
  const markNew = useApplyTranslationChanges();
  const undo = useDeleteTranslation();
  const busy = save.isPending || mark.isPending || markNew.isPending || undo.isPending;

  const submit = async () => {
    if (draft === null) return;
    setProblem(null);
    try {
      await save.mutateAsync({ language, key: messageKey, value: draft, translationId: text.translationId });
      setDraft(null);
    } catch (error) {
      const at = textProblemPosition(error);
      setProblem(
        at
          ? t`This is not a valid message: check the braces near line ${at.line}, column ${at.column}.`
          : i18n._(describeApiError(error).message),
      );
    }
  };
  const markCorrect = () =>
    text.translationId
      ? mark.mutate({ id: text.translationId, isCorrect: true })
      : markNew.mutate([{ language, key: messageKey, isCorrect: true }]);

  if (draft !== null) {
    return (
      <Stack gap={4} data-testid={`translation-editor-${language}`}>
        <Textarea
          aria-label={t`${languageName} text`}
          value={draft}
          autosize
          minRows={1}
          maxRows={8}
          autoFocus
          error={problem}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDraft(null);
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
          }}
        />
        <Group gap={4}>
          <Button
            size="compact-xs"
            loading={save.isPending}
            disabled={draft.trim() === ''}
            onClick={() => void submit()}
          >
            {t`Save`}
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => setDraft(null)}>
            {t`Cancel`}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap={4} data-testid={`translation-text-${language}`}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', flex: 1 }} c={text.value === '' ? 'red' : undefined}>
          {text.value === '' ? t`(missing)` : text.value}
        </Text>
        <Tooltip label={t`Edit the ${languageName} text`}>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t`Edit the ${languageName} text`}
            onClick={() => setDraft(text.value)}
            disabled={busy}
          >
            ✎
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group gap={4}>
        {text.changed ? (
          <Badge size="xs" color="orange" variant="light">
            {t`Changed by staff`}
          </Badge>
        ) : null}
        {text.isCorrect ? (
          <Badge size="xs" color="green" variant="light">
            {t`Correct`}
          </Badge>
        ) : text.value !== '' ? (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={markCorrect}
            loading={mark.isPending || markNew.isPending}
          >
            {t`Mark correct`}
          </Button>
        ) : null}
        {text.changed && text.translationId ? (
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            onClick={() => undo.mutate(text.translationId!)}
            loading={undo.isPending}
          >
            {t`Undo change`}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
