import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Anchor, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { DASHBOARD_GROUPS, DASHBOARD_PERIODS, type DashboardGroup, type DashboardPeriod } from '@shop/contracts';
import { formatDate, formatNumber, localizedName } from '@shop/i18n';
import { Amount, ErrorBlock, formatMoney, LoadingBlock, useOrderStatusLabel } from '@shop/ui';
import { useDashboardBrands, useDashboardYears } from '../api/dashboard-filters.ts';
import { useCount, useDashboardScope, useSales, useStatusCounts, useTopStocks } from '../api/get-dashboard.ts';
import { StatCard } from './stat-card.tsx';

const STATUS_COLORS: Record<string, string> = {
  PENDING: 'yellow.6',
  ACCEPTED: 'blue.6',
  PROCESSING: 'cyan.6',
  DELIVERED: 'teal.6',
  PAID: 'green.6',
  CANCELLED: 'gray.5',
};

const chartMoney = (value: number) => formatMoney(value.toFixed(2));

/**
 * The back-office dashboard: sales (lines and delivery fees), the delivery fees apart, orders and units per period, orders by status, the best sellers, sales by
 * vehicle brand, model or year, and (admins) visitors, customers and dealers. A supplier sees its own store.
 * Every figure leads to the list behind it; the period, brand and grouping stay in the address.
 */
export function DashboardPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { locale } = useParams();
  const scope = useDashboardScope();
  const isAdmin = scope === 'admin';
  const statusLabel = useOrderStatusLabel();
  const [params, setParams] = useSearchParams();
  const type = (DASHBOARD_PERIODS as readonly string[]).includes(params.get('type') ?? '')
    ? (params.get('type') as DashboardPeriod)
    : 'w';
  const group = (DASHBOARD_GROUPS as readonly string[]).includes(params.get('group') ?? '')
    ? (params.get('group') as DashboardGroup)
    : 'brand';
  const brandId = Number(params.get('brandId')) || undefined;
  const yearId = Number(params.get('yearId')) || undefined;
  const vehicle = { ...(brandId ? { brandId } : {}), ...(yearId ? { yearId } : {}) };
  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const sales = useSales(scope, { type, group, ...vehicle });
  const status = useStatusCounts(scope);
  const top = useTopStocks(scope, vehicle);
  const visitors = useCount('visitor', isAdmin);
  const customers = useCount('customer', isAdmin);
  const dealers = useCount('dealer', isAdmin);
  const brands = useDashboardBrands();
  const years = useDashboardYears();

  const orders = (query: Record<string, string>) => `/${locale}/admin/orders?${new URLSearchParams(query).toString()}`;
  const range = sales.data ? { from: sales.data.from, to: sales.data.to } : undefined;
  const periodLabels: Record<DashboardPeriod, string> = { d: t`Day`, w: t`Week`, m: t`Month`, y: t`Year` };
  const groupLabels: Record<DashboardGroup, string> = { brand: t`Brand`, model: t`Model`, year: t`Year` };
  const bucketLabel = (start: string) =>
    type === 'y' ? start.slice(0, 4) : type === 'm' ? start.slice(0, 7) : formatDate(i18n, start);

  return (
    <Stack gap="md" data-testid="dashboard">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{isAdmin ? t`Dashboard` : t`My store's dashboard`}</Title>
        <Group gap="sm" align="flex-end">
          <SegmentedControl
            aria-label={t`Period`}
            value={type}
            onChange={(value) => setParam('type', value === 'w' ? null : value)}
            data={DASHBOARD_PERIODS.map((value) => ({ value, label: periodLabels[value] }))}
          />
          <Select
            label={t`Vehicle brand`}
            placeholder={t`All brands`}
            clearable
            searchable
            w={180}
            value={brandId ? String(brandId) : null}
            onChange={(value) => setParam('brandId', value)}
            data={(brands.data?.data ?? []).map((brand) => ({
              value: String(brand.id),
              label: localizedName(brand, i18n.locale),
            }))}
          />
          <Select
            label={t`Model year`}
            placeholder={t`All years`}
            clearable
            searchable
            w={130}
            value={yearId ? String(yearId) : null}
            onChange={(value) => setParam('yearId', value)}
            data={(years.data ?? []).map((year) => ({ value: String(year.id), label: String(year.value) }))}
          />
          <Select
            label={t`Group by`}
            w={140}
            allowDeselect={false}
            value={group}
            onChange={(value) => setParam('group', value === 'brand' ? null : value)}
            data={DASHBOARD_GROUPS.map((value) => ({ value, label: groupLabels[value] }))}
          />
        </Group>
      </Group>

      {sales.isError ? <ErrorBlock onRetry={() => void sales.refetch()} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <StatCard
          label={t`Sales`}
          testId="dashboard-sales"
          to={range ? orders({ status: 'ALL', from: range.from, to: range.to }) : undefined}
          hint={range ? `${formatDate(i18n, range.from)} – ${formatDate(i18n, range.to)}` : null}
        >
          {sales.data ? (
            <Amount usd={sales.data.totals.sales} khr={sales.data.totals.salesKhr} size="lg" strong />
          ) : (
            '…'
          )}
        </StatCard>
        <StatCard
          label={t`Delivery fees`}
          testId="dashboard-delivery-fees"
          to={range ? orders({ status: 'ALL', from: range.from, to: range.to }) : undefined}
          hint={
            sales.data?.totals.deliveryFees === null
              ? t`Not counted for one vehicle: a fee is for a supplier's whole part`
              : t`Shipping and cash on delivery, included in sales`
          }
        >
          {sales.data ? (
            sales.data.totals.deliveryFees === null ? (
              '—'
            ) : (
              <Amount
                usd={sales.data.totals.deliveryFees}
                khr={sales.data.totals.deliveryFeesKhr}
                size="lg"
                strong
                testId="dashboard-delivery-fees-amount"
              />
            )
          ) : (
            '…'
          )}
        </StatCard>
        <StatCard
          label={t`Orders`}
          testId="dashboard-orders"
          to={range ? orders({ status: 'ALL', from: range.from, to: range.to }) : undefined}
          hint={brandId || yearId ? t`Not counted for one vehicle: an order may hold several vehicles` : null}
        >
          {sales.data ? (sales.data.totals.orders === null ? '—' : formatNumber(i18n, sales.data.totals.orders)) : '…'}
        </StatCard>
        <StatCard
          label={t`Units sold`}
          testId="dashboard-units"
          to={range ? orders({ status: 'ALL', from: range.from, to: range.to }) : undefined}
        >
          {sales.data ? formatNumber(i18n, sales.data.totals.units) : '…'}
        </StatCard>
        {isAdmin ? (
          <>
            <StatCard label={t`Visitors (30 days)`} testId="dashboard-visitors" to={`/${locale}/admin/visitors`}>
              {visitors.data ? formatNumber(i18n, visitors.data.inRange) : '…'}
            </StatCard>
            <StatCard
              label={t`Customers`}
              testId="dashboard-customers"
              to={`/${locale}/admin/users?type=CUSTOMER`}
              hint={customers.data ? t`${formatNumber(i18n, customers.data.inRange)} new in 30 days` : null}
            >
              {customers.data ? formatNumber(i18n, customers.data.total) : '…'}
            </StatCard>
            <StatCard
              label={t`Dealers`}
              testId="dashboard-dealers"
              to={`/${locale}/admin/users?type=DEALER`}
              hint={dealers.data ? t`${formatNumber(i18n, dealers.data.waiting ?? 0)} waiting for approval` : null}
            >
              {dealers.data ? formatNumber(i18n, dealers.data.total) : '…'}
            </StatCard>
          </>
        ) : null}
      </SimpleGrid>

      <Paper withBorder p="md" radius="md">
        <Title order={4} mb="sm">
          {t`Sales over time`}
        </Title>
        {sales.data ? (
          <BarChart
            h={260}
            data={sales.data.series.map((bucket) => ({
              period: bucketLabel(bucket.start),
              sales: Number(bucket.sales),
              units: bucket.units,
            }))}
            dataKey="period"
            series={[{ name: 'sales', label: t`Sales`, color: 'blue.6' }]}
            valueFormatter={chartMoney}
          />
        ) : (
          <LoadingBlock />
        )}
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md">
          <Title order={4} mb="sm">
            {t`Orders by status`}
          </Title>
          {status.isError ? <ErrorBlock onRetry={() => void status.refetch()} /> : null}
          {status.data ? (
            <Group align="flex-start" wrap="nowrap">
              <DonutChart
                size={150}
                thickness={24}
                withTooltip
                data={status.data
                  .filter((row) => row.orders > 0)
                  .map((row) => ({
                    name: statusLabel(row.status),
                    value: row.orders,
                    color: STATUS_COLORS[row.status] ?? 'gray.5',
                  }))}
              />
              <Stack gap={6} style={{ flex: 1 }}>
                {status.data.map((row) => (
                  <Group key={row.status} justify="space-between" wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={orders({ status: row.status })}
                      data-testid={`dashboard-status-${row.status}`}
                    >
                      {t`${formatNumber(i18n, row.orders)} ${statusLabel(row.status)}`}
                    </Anchor>
                    <Amount usd={row.sales} khr={row.salesKhr} size="sm" align="end" />
                  </Group>
                ))}
              </Stack>
            </Group>
          ) : status.isPending ? (
            <LoadingBlock />
          ) : null}
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Title order={4} mb="sm">
            {t`Top sellers`}
          </Title>
          {top.isError ? <ErrorBlock onRetry={() => void top.refetch()} /> : null}
          {top.data && top.data.length === 0 ? <Text c="dimmed">{t`Nothing sold yet.`}</Text> : null}
          {top.data && top.data.length > 0 ? (
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Item`}</Table.Th>
                  {isAdmin ? <Table.Th>{t`Supplier`}</Table.Th> : null}
                  <Table.Th ta="end">{t`Units`}</Table.Th>
                  <Table.Th ta="end">{t`Sales`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {top.data.map((row) => (
                  <Table.Tr key={row.stockId} data-testid="dashboard-top-stock" data-supplier={row.supplier.id}>
                    <Table.Td>
                      <Anchor component={Link} to={orders({ status: 'ALL', search: row.partNumber })} size="sm">
                        {localizedName(row, i18n.locale)}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {row.partNumber}
                      </Text>
                    </Table.Td>
                    {isAdmin ? <Table.Td>{row.supplier.name}</Table.Td> : null}
                    <Table.Td ta="end">{formatNumber(i18n, row.units)}</Table.Td>
                    <Table.Td ta="end">
                      <Amount usd={row.sales} khr={row.salesKhr} size="sm" align="end" />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
        </Paper>
      </SimpleGrid>

      <Paper withBorder p="md" radius="md">
        <Title order={4} mb="sm">
          {t`Sales by ${groupLabels[group].toLowerCase()}`}
        </Title>
        {sales.data && sales.data.groups.length === 0 ? (
          <Text c="dimmed">{t`Nothing sold in this period.`}</Text>
        ) : null}
        {sales.data && sales.data.groups.length > 0 ? (
          <BarChart
            h={260}
            data={sales.data.groups.map((row) => ({
              name: row.id === 0 ? t`No vehicle` : row.name,
              sales: Number(row.sales),
            }))}
            dataKey="name"
            series={[{ name: 'sales', label: t`Sales`, color: 'teal.6' }]}
            valueFormatter={chartMoney}
          />
        ) : null}
      </Paper>
    </Stack>
  );
}
