import { Anchor, Button, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { confirmAction, describeApiError, DetailPage, RecordError } from '@shop/admin';
import { formatDate, formatNumber, localizedName } from '@shop/i18n';
import { LoadingBlock, showToast } from '@shop/ui';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDeleteReturn } from '../api/delete-return.ts';
import { useReturn } from '../api/get-return.ts';

/** One return: what went back, why, by whom, the stock-history row it wrote; delete (confirmed) puts the units back. */
export function ReturnDetailPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const navigate = useNavigate();
  const { id: idParam, locale } = useParams();
  const id = Number(idParam);
  const found = useReturn(id);
  const remove = useDeleteReturn();
  if (found.isPending) return <LoadingBlock />;
  if (found.isError)
    return (
      <RecordError
        error={found.error}
        onRetry={() => void found.refetch()}
        back={{ to: `/${locale}/admin/returns`, label: t`Back to supplier returns` }}
      />
    );
  const r = found.data;
  const unitName = localizedName(r.unit, i18n.locale);
  const field = (label: string, value: ReactNode, testId?: string) => (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" data-testid={testId}>
        {value}
      </Text>
    </>
  );
  const reasonWord: Record<string, string> = { RETURN: t`Supplier return` };
  const deleteButton = (
    <Button
      color="red"
      variant="light"
      loading={remove.isPending}
      onClick={() =>
        confirmAction({
          title: t`Delete return #${r.id}?`,
          message: t`The ${formatNumber(i18n, r.quantity)} ${unitName} go back into the stock, and the stock history records it.`,
          confirmLabel: t`Delete`,
          danger: true,
          onConfirm: () =>
            remove.mutate(r.id, {
              onSuccess: () => {
                showToast({ color: 'green', message: t`Return deleted; the units are back in stock` });
                void navigate('..', { relative: 'path' });
              },
              onError: (error) => showToast({ color: 'red', message: i18n._(describeApiError(error).message) }),
            }),
        })
      }
    >
      {t`Delete`}
    </Button>
  );
  return (
    <Stack gap="sm">
      <Anchor component={Link} to=".." relative="path" size="sm">
        {t`All returns`}
      </Anchor>
      <DetailPage title={t`Return #${r.id}`} entity="supplier-return-stock" id={r.id} actions={deleteButton}>
        <Stack gap="md">
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {field(t`Part`, `${r.item.partNumber} · ${localizedName(r.item, i18n.locale)}`, 'return-part')}
              {field(t`Supplier`, localizedName(r.supplier, i18n.locale))}
              {field(t`Returned`, `${formatNumber(i18n, r.quantity)} ${unitName}`, 'return-quantity-shown')}
              {field(t`Base units`, formatNumber(i18n, r.baseQuantity))}
              {field(t`Reason`, r.reason)}
              {field(t`In stock now`, formatNumber(i18n, r.stockQuantity), 'return-stock-now')}
              {field(t`By`, r.createdBy?.name ?? '—')}
              {field(t`When`, formatDate(i18n, r.createdAt, 'date-time'))}
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h5" mb="sm">{t`Stock history`}</Title>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`When`}</Table.Th>
                  <Table.Th>{t`Change`}</Table.Th>
                  <Table.Th>{t`Before`}</Table.Th>
                  <Table.Th>{t`After`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.history.map((row) => (
                  <Table.Tr key={row.createdAt} data-testid="return-history-row">
                    <Table.Td>{formatDate(i18n, row.createdAt, 'date-time')}</Table.Td>
                    <Table.Td>{reasonWord[row.reason] ?? row.reason}</Table.Td>
                    <Table.Td>{formatNumber(i18n, row.quantityBefore)}</Table.Td>
                    <Table.Td>{formatNumber(i18n, row.quantityAfter)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </Stack>
      </DetailPage>
    </Stack>
  );
}
