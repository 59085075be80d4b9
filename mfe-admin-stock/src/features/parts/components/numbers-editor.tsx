// A part's cross-reference numbers on its page: OEM and aftermarket equivalents, the numbers it replaces and the one
// that replaces it, edited as a list and saved as a whole (PUT /api/backend/part/:id/numbers). The API checks the
// list; the row it names (`body/numbers/N`) is marked and nothing is saved.
import { ActionIcon, Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describeApiError } from '@shop/admin';
import { PART_NUMBER_KINDS, type PartNumberEntry, type PartNumberKind, type PartNumbersView } from '@shop/contracts';
import { ErrorBlock, LoadingBlock, PART_NUMBER_STYLE, showToast } from '@shop/ui';
import { useState } from 'react';
import { usePartNumbers, useSavePartNumbers } from '../api/part-numbers-api.ts';

const kindLabels: Record<PartNumberKind, MessageDescriptor> = {
  OEM: msg`Vehicle maker's number (OEM)`,
  AFTERMARKET: msg`Aftermarket equivalent`,
  REPLACES: msg`Replaces (older number)`,
  REPLACED_BY: msg`Replaced by (newer number)`,
};

export function NumbersEditor({ partId }: { partId: number }) {
  const numbers = usePartNumbers(partId);
  if (numbers.isPending) return <LoadingBlock />;
  if (numbers.isError) return <ErrorBlock onRetry={() => void numbers.refetch()} />;
  // Keyed by what was loaded, so a save (or another tab's) starts the list afresh.
  return <NumbersForm key={JSON.stringify(numbers.data.numbers)} partId={partId} loaded={numbers.data} />;
}

function NumbersForm({ partId, loaded }: { partId: number; loaded: PartNumbersView }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const save = useSavePartNumbers(partId);
  const [rows, setRows] = useState<PartNumberEntry[]>(loaded.numbers.map(({ kind, number }) => ({ kind, number })));
  const [problem, setProblem] = useState<{ row?: number; message: MessageDescriptor } | undefined>();
  const change = (index: number, patch: Partial<PartNumberEntry>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const submit = async () => {
    setProblem(undefined);
    try {
      await save.mutateAsync(rows.filter((row) => row.number.trim() !== ''));
      showToast({ color: 'green', message: t`Saved` });
    } catch (error) {
      const described = describeApiError(error);
      const row = /numbers\/(\d+)/.exec(described.field ?? '')?.[1];
      setProblem({ ...(row === undefined ? {} : { row: Number(row) }), message: described.message });
    }
  };
  return (
    <Stack gap="sm" data-testid="part-numbers-editor">
      <Title order={3} size="h4">
        {t`Other numbers of this part`}
      </Title>
      <Text size="sm" c="dimmed">
        {t`Shoppers find the part by any of these numbers, typed with or without spaces, dashes or dots.`}
      </Text>
      {rows.length === 0 ? <Text c="dimmed">{t`No other numbers yet.`}</Text> : null}
      {rows.map((row, index) => (
        <Group key={index} gap="xs" align="flex-start">
          <Select
            aria-label={t`Kind of number`}
            data={PART_NUMBER_KINDS.map((kind) => ({ value: kind, label: i18n._(kindLabels[kind]) }))}
            value={row.kind}
            allowDeselect={false}
            onChange={(value) => value && change(index, { kind: value as PartNumberKind })}
            w={260}
          />
          <TextInput
            aria-label={t`Number`}
            value={row.number}
            onChange={(event) => change(index, { number: event.currentTarget.value })}
            styles={{ input: PART_NUMBER_STYLE }}
            error={problem?.row === index ? i18n._(problem.message) : undefined}
            maxLength={64}
            w={220}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t`Remove this number`}
            onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
            mt={6}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {problem && problem.row === undefined ? (
        <Alert color="red" variant="light" role="alert">
          {i18n._(problem.message)}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button
          variant="light"
          onClick={() => setRows((current) => [...current, { kind: 'OEM', number: '' }])}
          data-testid="part-number-add"
        >
          {t`Add a number`}
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending} data-testid="part-numbers-save">
          {t`Save numbers`}
        </Button>
      </Group>
    </Stack>
  );
}
