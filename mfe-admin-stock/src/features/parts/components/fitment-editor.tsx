// A part's fitment: shown as ranges ("Toyota Camry 2010–2015, Rear"; groupFitments from contracts, which the
// storefront can use too), and added a range at a time: one brand, several of its models each with a position,
// from one year to another (only the years each model is made in become fitments).
import { Button, Group, Modal, MultiSelect, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { confirmAction, describeApiError, FormFooter, useSaveState } from '@shop/admin';
import {
  groupFitments,
  PART_POSITIONS,
  yearSpan,
  type FitmentRange,
  type PartFitView,
  type PartPosition,
} from '@shop/contracts';
import { ErrorBlock, LoadingBlock, positionLabels, showToast } from '@shop/ui';
import { useState } from 'react';
import { nameOptions, useBrandModels, useBrands, useYears } from '../../../lib/api/catalogue-lookups.ts';
import { usePartFits, usePartFitWrites } from '../api/part-fit-api.ts';
import { localizedName, useLocalizedName } from '@shop/i18n';

export function FitmentEditor({ partId, defaultPosition }: { partId: number; defaultPosition: PartPosition }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const fits = usePartFits(partId);
  const writes = usePartFitWrites();
  const [editing, setEditing] = useState<FitmentRange<PartFitView> | undefined>();
  const name = useLocalizedName();
  if (fits.isPending) return <LoadingBlock />;
  if (fits.isError) return <ErrorBlock onRetry={() => void fits.refetch()} />;
  const ranges = groupFitments(fits.data);
  const removeRange = (fitId: number, label: string) =>
    confirmAction({
      title: t`Delete ${label}?`,
      message: t`The part stops fitting these vehicles.`,
      confirmLabel: t`Delete`,
      danger: true,
      onConfirm: async () => {
        try {
          await writes.removeRange.mutateAsync(fitId);
        } catch (error) {
          showToast({ color: 'red', message: i18n._(describeApiError(error).message) });
        }
      },
    });
  return (
    <Stack gap="sm" data-testid="fitment-editor">
      <Title order={3}>{t`Fitment`}</Title>
      {ranges.length === 0 ? (
        <Text c="dimmed">{t`This part fits no vehicle yet.`}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Vehicle`}</Table.Th>
              <Table.Th>{t`Years`}</Table.Th>
              <Table.Th>{t`Position`}</Table.Th>
              <Table.Th>{t`Note`}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ranges.map((range) => {
              const vehicle = `${name(range.brand)} ${name(range.model)}`;
              const first = range.fits[0]!;
              return (
                <Table.Tr key={first.id} data-testid="fitment-range">
                  <Table.Td>{vehicle}</Table.Td>
                  <Table.Td>{yearSpan(range)}</Table.Td>
                  <Table.Td>{i18n._(positionLabels[range.position as PartPosition])}</Table.Td>
                  <Table.Td>{range.note ?? ''}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="compact-xs" variant="light" onClick={() => setEditing(range)}>
                        {t`Edit`}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() => removeRange(first.id, `${vehicle} ${yearSpan(range)}`)}
                      >
                        {t`Delete`}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <AddFitment partId={partId} defaultPosition={defaultPosition} />
      {editing ? (
        <EditRange
          range={editing}
          title={`${name(editing.brand)} ${name(editing.model)} ${yearSpan(editing)}`}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Stack>
  );
}

/** The position and note of a whole range (PUT part-fit/detail/:id changes every year of it). */
function EditRange({
  range,
  title,
  onClose,
}: {
  range: FitmentRange<PartFitView>;
  title: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const writes = usePartFitWrites();
  const [position, setPosition] = useState<PartPosition>(range.position as PartPosition);
  const [note, setNote] = useState(range.note ?? '');
  const { problem, saving, save } = useSaveState();
  const change = () =>
    save(
      async () => {
        await writes.changeRange.mutateAsync({ id: range.fits[0]!.id, patch: { position, note: note.trim() || null } });
        onClose();
      },
      (error) => i18n._(describeApiError(error).message),
    );
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack gap="sm">
        <Select
          label={t`Position`}
          data={PART_POSITIONS.map((value) => ({ value, label: i18n._(positionLabels[value]) }))}
          value={position}
          onChange={(value) => value && setPosition(value as PartPosition)}
          data-testid="fitment-range-position"
        />
        <TextInput label={t`Note`} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        <FormFooter problem={problem} saving={saving} onCancel={onClose} onSubmit={() => void change()} />
      </Stack>
    </Modal>
  );
}

/** Adds one range: a brand, several of its models (each with a position), years from and to, a note. */
function AddFitment({ partId, defaultPosition }: { partId: number; defaultPosition: PartPosition }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const brands = useBrands();
  const years = useYears();
  const writes = usePartFitWrites();
  const [brandId, setBrandId] = useState<string | null>(null);
  const models = useBrandModels(brandId ? Number(brandId) : undefined);
  const [modelIds, setModelIds] = useState<string[]>([]);
  const [positions, setPositions] = useState<Record<string, PartPosition>>({});
  const [yearFrom, setYearFrom] = useState<string | null>(null);
  const [yearTo, setYearTo] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const { problem, saving, save } = useSaveState();
  const yearOptions = (years.data ?? []).map((year) => ({ value: String(year.value), label: String(year.value) }));
  const positionOptions = PART_POSITIONS.map((position) => ({
    value: position,
    label: i18n._(positionLabels[position]),
  }));
  const backwards = yearFrom !== null && yearTo !== null && Number(yearFrom) > Number(yearTo);

  const add = () =>
    save(
      async () => {
        const result = await writes.add.mutateAsync({
          partId,
          yearFrom: Number(yearFrom),
          yearTo: Number(yearTo),
          vehicles: modelIds.map((modelId) => ({
            modelId: Number(modelId),
            position: positions[modelId] ?? defaultPosition,
          })),
          ...(note.trim() ? { note: note.trim() } : {}),
        });
        showToast({ color: 'green', message: t`${result.created} vehicles added, ${result.updated} changed` });
        setModelIds([]);
        setNote('');
      },
      (error) => i18n._(describeApiError(error).message),
    );

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Text fw={600}>{t`Add vehicles`}</Text>
        <Group grow align="flex-start">
          <Select
            label={t`Brand`}
            data={nameOptions(brands.data, i18n.locale)}
            value={brandId}
            onChange={(value) => {
              setBrandId(value);
              setModelIds([]);
            }}
            searchable
            data-testid="fitment-brand"
          />
          <MultiSelect
            label={t`Models`}
            data={nameOptions(models.data, i18n.locale)}
            value={modelIds}
            onChange={setModelIds}
            searchable
            disabled={!brandId}
            data-testid="fitment-models"
          />
        </Group>
        {modelIds.map((modelId) => {
          const model = models.data?.find((row) => String(row.id) === modelId);
          return (
            <Group key={modelId} gap="xs">
              <Text size="sm" w={200}>
                {model ? localizedName(model, i18n.locale) : modelId}
              </Text>
              <Select
                aria-label={t`Position`}
                data={positionOptions}
                value={positions[modelId] ?? defaultPosition}
                onChange={(value) => value && setPositions({ ...positions, [modelId]: value as PartPosition })}
                w={260}
                data-testid={`fitment-position-${modelId}`}
              />
            </Group>
          );
        })}
        <Group grow align="flex-start">
          <Select
            label={t`From year`}
            data={yearOptions}
            value={yearFrom}
            onChange={setYearFrom}
            searchable
            data-testid="fitment-year-from"
          />
          <Select
            label={t`To year`}
            data={yearOptions}
            value={yearTo}
            onChange={setYearTo}
            searchable
            error={backwards ? t`The last year comes before the first` : undefined}
            data-testid="fitment-year-to"
          />
          <TextInput
            label={t`Note`}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            placeholder={t`e.g. 2.5 L petrol only`}
          />
        </Group>
        <FormFooter
          problem={problem}
          saving={saving}
          onSubmit={() => void add()}
          submitLabel={t`Add fitment`}
          submitTestId="fitment-submit"
          submitDisabled={modelIds.length === 0 || !yearFrom || !yearTo || backwards}
        />
      </Stack>
    </Paper>
  );
}
