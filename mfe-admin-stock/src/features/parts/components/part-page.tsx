import { Anchor, Button, Grid, Image, Paper, Stack, Switch, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { DetailPage, describeApiError, RecordError, UploadDropzone } from '@shop/admin';
import type { PartAdminView } from '@shop/contracts';
import { LoadingBlock, showToast } from '@shop/ui';
import { Link, useParams } from 'react-router';
import { ItemUnitsPanel } from '../../../lib/item-units-panel.tsx';
import { usePart, usePartWrites } from '../api/part-api.ts';
import { FitmentEditor } from './fitment-editor.tsx';
import { NumbersEditor } from './numbers-editor.tsx';
import { PartDetailsForm } from './part-details-form.tsx';

/** One part: names in both languages, image, popular and best-seller, the vehicles it fits, its other numbers, units. */
export function PartPage() {
  const { t } = useLingui();
  const { id: idParam, locale } = useParams();
  const id = Number(idParam);
  const part = usePart(id);
  if (part.isPending) return <LoadingBlock />;
  // A part that does not exist (an old link, a deleted part) is "not found", not the connection error.
  if (part.isError)
    return (
      <RecordError
        error={part.error}
        onRetry={() => void part.refetch()}
        back={{ to: `/${locale}/admin/parts`, label: t`All parts` }}
      />
    );
  return (
    <Stack gap="sm">
      <Anchor component={Link} to=".." relative="path" size="sm">
        {t`All parts`}
      </Anchor>
      <DetailPage
        title={<span data-testid="part-title">{`${part.data.partNumber} · ${part.data.name}`}</span>}
        entity="part"
        id={id}
      >
        <Stack gap="md">
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Paper withBorder p="md">
                <PartDetailsForm key={part.data.updatedAt} part={part.data} />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <PartImageAndFlags part={part.data} />
            </Grid.Col>
          </Grid>
          <Paper withBorder p="md">
            <FitmentEditor partId={id} defaultPosition={part.data.position} />
          </Paper>
          <Paper withBorder p="md">
            <NumbersEditor partId={id} />
          </Paper>
          <Paper withBorder p="md">
            <ItemUnitsPanel itemId={part.data.itemId} />
          </Paper>
        </Stack>
      </DetailPage>
    </Stack>
  );
}

function PartImageAndFlags({ part }: { part: PartAdminView }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const writes = usePartWrites(part.id);
  const failed = (error: unknown) => showToast({ color: 'red', message: i18n._(describeApiError(error).message) });
  return (
    <Stack gap="sm">
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text fw={600}>{t`Image`}</Text>
          {part.image ? (
            <Image src={part.image} alt={part.name} h={160} fit="contain" data-testid="part-image" />
          ) : (
            <Text c="dimmed">{t`No image yet`}</Text>
          )}
          <UploadDropzone
            loading={writes.image.isPending}
            onDrop={(files) => files[0] && writes.image.mutateAsync(files[0]).catch(failed)}
          />
          {part.image ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => writes.update.mutateAsync({ imageId: null }).catch(failed)}
            >
              {t`Remove image`}
            </Button>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Switch
            label={t`Popular`}
            checked={part.popular}
            onChange={(event) =>
              writes.flag.mutateAsync({ flag: 'popular', value: event.currentTarget.checked }).catch(failed)
            }
            data-testid="part-popular"
          />
          <Switch
            label={t`Best seller`}
            checked={part.bestSeller}
            onChange={(event) =>
              writes.flag.mutateAsync({ flag: 'best-seller', value: event.currentTarget.checked }).catch(failed)
            }
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
