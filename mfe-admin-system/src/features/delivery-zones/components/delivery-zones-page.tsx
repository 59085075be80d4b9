import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { BooleanBadge, booleanFilter, ReferenceScreen, type RecordField, type RecordFieldInput } from '@shop/admin';
import {
  DeliveryZoneBody,
  DeliveryZonePatch,
  SHIPPING_OPTIONS,
  type DeliveryZoneOption,
  type DeliveryZoneView,
  type DistrictView,
} from '@shop/contracts';
import { deliveryZoneApi } from '../api/delivery-zone-api.ts';
import { provinceDistrictsQueryOptions, useProvinceDistricts } from '../../../lib/api/get-province-districts.ts';
import { useProvinces } from '../../../lib/api/get-provinces.ts';
import { formatBands, formatDays, parseBands, parseDays } from './zone-text.ts';
import { localizedName, localizedText } from '@shop/i18n';

type ShippingOption = (typeof SHIPPING_OPTIONS)[number];
/** Form keys of each shipping option's bands and days. */
const KEYS: Record<ShippingOption, string> = {
  'Ground Way': 'road',
  'Rail Way': 'rail',
  'Water Way': 'water',
  'Air Way': 'air',
};

/** The district choice that means no district: the zone prices the whole province. */
const WHOLE_PROVINCE = '0';

interface ZoneForm extends Record<string, unknown> {
  locationId: string;
  /** A district of the province (its id), or WHOLE_PROVINCE. */
  districtId: string;
  freeAbove: string;
  codAllowed: boolean;
  codFee: string;
  active: boolean;
  [bandsOrDays: string]: unknown;
}

const empty: ZoneForm = {
  locationId: '',
  districtId: WHOLE_PROVINCE,
  freeAbove: '',
  codAllowed: true,
  codFee: '0',
  active: true,
  ...Object.fromEntries(
    SHIPPING_OPTIONS.flatMap((option) => [
      [KEYS[option], ''],
      [`${KEYS[option]}Days`, ''],
    ]),
  ),
};
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const text = (values: ZoneForm, key: string) => String(values[key] ?? '');

/** The options a form describes: each option with bands written (its days default to 0-0 until given). */
function optionsOf(values: ZoneForm): DeliveryZoneOption[] {
  return SHIPPING_OPTIONS.flatMap((option) => {
    const bands = parseBands(text(values, KEYS[option]));
    if (!bands || bands.length === 0) return [];
    const [daysMin, daysMax] = parseDays(text(values, `${KEYS[option]}Days`)) ?? [0, 0];
    return [{ option, daysMin, daysMax, bands }];
  });
}

/** A province chosen on the form (its id), or null while none is. */
const provinceOf = (locationId: string): number | null => (locationId === '' ? null : Number(locationId));

/**
 * The zone's district: the whole province, or one of the chosen province's districts (all of them, read page after
 * page), named and ordered in the reader's language.
 */
function DistrictSelect({ input, locationId }: { input: RecordFieldInput; locationId: string }) {
  const { t, i18n } = useLingui();
  const districts = useProvinceDistricts(provinceOf(locationId)).data ?? [];
  const collator = new Intl.Collator(i18n.locale);
  const choices = districts
    .map((row) => ({ value: String(row.id), label: localizedName(row, i18n.locale) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return <Select {...input} searchable data={[{ value: WHOLE_PROVINCE, label: t`The whole province` }, ...choices]} />;
}

/**
 * Delivery zones (decisions.md, "Delivery"): a province, or one district of it, with a fee per shipping option and
 * weight band, free delivery from a goods total, and cash on delivery. Orders keep the fees they were quoted.
 */
export function DeliveryZonesPage() {
  const { t, i18n } = useLingui();
  const provinces = useProvinces().data ?? [];
  const queryClient = useQueryClient();
  const optionNames: Record<ShippingOption, string> = {
    'Ground Way': t`By road`,
    'Rail Way': t`By rail`,
    'Water Way': t`By water`,
    'Air Way': t`By air`,
  };
  const onOff = { yes: t`Yes`, no: t`No` };
  const place = (row: DeliveryZoneView) => localizedName(row.location, i18n.locale);
  const district = (row: DeliveryZoneView) =>
    localizedText(row.district, row.districtKh, i18n.locale) ?? t`The whole province`;
  const bandsHelp = t`Fees by weight, lightest first: grams=fee, and * for anything heavier. Example: 2000=1.50, 10000=2.50, *=10.00. Leave blank when not offered.`;
  const optionFields: RecordField[] = SHIPPING_OPTIONS.flatMap((option) => [
    { name: KEYS[option], label: t`${optionNames[option]}: fees by weight`, description: bandsHelp },
    { name: `${KEYS[option]}Days`, label: t`${optionNames[option]}: days to deliver`, description: t`e.g. 1-2` },
  ]);
  const badBands = msg`Write the bands as grams=fee, lightest first, with * only last (2000=1.50, *=4.00).`;
  const badDays = msg`Write the days as 1-2, or one number.`;
  const otherProvince = msg`This district is in another province: choose one of the zone's province, or the whole province.`;
  const optionRules = Object.fromEntries(
    SHIPPING_OPTIONS.flatMap((option) => [
      [KEYS[option], (value: unknown) => (parseBands(String(value ?? '')) === null ? badBands : null)],
      [
        `${KEYS[option]}Days`,
        (value: unknown) => (String(value ?? '').trim() === '' || parseDays(String(value)) ? null : badDays),
      ],
    ]),
  );
  return (
    <ReferenceScreen<DeliveryZoneView, ZoneForm>
      screen="admin-system/delivery-zone"
      title={t`Delivery zones`}
      api={deliveryZoneApi}
      entity="delivery-zone"
      searchable
      defaultSort={{ column: 'id', direction: 'asc' }}
      filters={[booleanFilter('active', t`In use`, onOff)]}
      columns={[
        { accessor: 'location', title: t`Province`, render: place },
        { accessor: 'district', title: t`District`, render: district },
        {
          accessor: 'options',
          title: t`Shipping options`,
          render: (row) =>
            row.options.length === 0
              ? t`Pickup only`
              : row.options.map((option) => `${optionNames[option.option]} (${formatBands(option.bands)})`).join('; '),
        },
        { accessor: 'freeAbove', title: t`Free from`, render: (row) => (row.freeAbove ? `$${row.freeAbove}` : '—') },
        {
          accessor: 'codAllowed',
          title: t`Cash on delivery`,
          render: (row) => (row.codAllowed ? (row.codFee === '0.00' ? t`Yes, no fee` : `$${row.codFee}`) : t`No`),
        },
        { accessor: 'active', title: t`In use`, render: (row) => <BooleanBadge value={row.active} words={onOff} /> },
      ]}
      fields={[
        {
          name: 'locationId',
          label: t`Province`,
          kind: 'select',
          required: true,
          options: provinces.map((province) => ({
            value: String(province.id),
            label: localizedName(province, i18n.locale),
          })),
        },
        {
          name: 'districtId',
          label: t`District`,
          description: t`Districts are kept on the Districts screen; choose one of the zone's province.`,
          render: (input, values) => <DistrictSelect input={input} locationId={String(values.locationId ?? '')} />,
        },
        {
          name: 'freeAbove',
          label: t`Free delivery from (USD)`,
          description: t`A part's goods total; blank: never free.`,
        },
        { name: 'codAllowed', label: t`Cash on delivery taken`, kind: 'switch' },
        { name: 'codFee', label: t`Cash on delivery fee (USD)` },
        ...optionFields,
        { name: 'active', label: t`In use`, kind: 'switch' },
      ]}
      createSchema={DeliveryZoneBody}
      patchSchema={DeliveryZonePatch}
      emptyValues={empty}
      toValues={(row) => ({
        ...empty,
        locationId: String(row.location.id),
        districtId: row.districtId === null ? WHOLE_PROVINCE : String(row.districtId),
        freeAbove: row.freeAbove ?? '',
        codAllowed: row.codAllowed,
        codFee: row.codFee,
        active: row.active,
        ...Object.fromEntries(
          row.options.flatMap((option) => [
            [KEYS[option.option], formatBands(option.bands)],
            [`${KEYS[option.option]}Days`, formatDays(option.daysMin, option.daysMax)],
          ]),
        ),
      })}
      toBody={(values) => ({
        locationId: Number(values.locationId),
        districtId: values.districtId === WHOLE_PROVINCE || !values.districtId ? null : Number(values.districtId),
        freeAbove: orNull(values.freeAbove),
        codAllowed: values.codAllowed,
        codFee: values.codFee.trim() || '0',
        options: optionsOf(values),
        active: values.active,
      })}
      rules={{
        ...optionRules,
        districtId: (value: unknown, values: ZoneForm) => {
          // A district chosen before the province changed is not one of the new province's.
          const province = provinceOf(values.locationId);
          if (value === WHOLE_PROVINCE || !value || province === null) return null;
          const districts = queryClient.getQueryData<DistrictView[]>(provinceDistrictsQueryOptions(province).queryKey);
          return districts && !districts.some((row) => String(row.id) === value) ? otherProvince : null;
        },
      }}
      labels={{
        add: t`Add a delivery zone`,
        edit: (row) => `${place(row)} · ${district(row)}`,
        deleteWhat: (row) => `${place(row)} · ${district(row)}`,
      }}
      empty={{
        title: t`No delivery zones yet`,
        hint: t`While there are none, delivery is free everywhere. Add a zone per province to price it.`,
      }}
    />
  );
}
