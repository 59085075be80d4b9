import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { RecordField } from '@shop/admin';
import { PART_POSITIONS, type PartAdminView, type PartPosition } from '@shop/contracts';
import { nameOptions, useCategories, useMakers } from '../../../lib/api/catalogue-lookups.ts';
import { positionLabels } from '@shop/ui';

export interface PartForm extends Record<string, unknown> {
  partNumber: string;
  name: string;
  nameKh: string;
  description: string;
  descriptionKh: string;
  brandItemId: string | null;
  categoryId: string | null;
  position: PartPosition;
  shippingWeightGrams: number | string;
}

export const emptyPart: PartForm = {
  partNumber: '',
  name: '',
  nameKh: '',
  description: '',
  descriptionKh: '',
  brandItemId: null,
  categoryId: null,
  position: 'Main',
  shippingWeightGrams: '',
};

export const partValues = (part: PartAdminView): PartForm => ({
  partNumber: part.partNumber,
  name: part.name,
  nameKh: part.nameKh ?? '',
  description: part.description ?? '',
  descriptionKh: part.descriptionKh ?? '',
  brandItemId: String(part.maker.id),
  categoryId: String(part.category.id),
  position: part.position,
  shippingWeightGrams: part.shippingWeightGrams ?? '',
});

/** The form's values as the API's body: trimmed, blanks as null, ids as numbers. */
export const partBody = (values: PartForm) => ({
  partNumber: values.partNumber.trim(),
  name: values.name.trim(),
  nameKh: values.nameKh.trim() || null,
  description: values.description.trim() || null,
  descriptionKh: values.descriptionKh.trim() || null,
  ...(values.brandItemId ? { brandItemId: Number(values.brandItemId) } : {}),
  ...(values.categoryId ? { categoryId: Number(values.categoryId) } : {}),
  position: values.position,
  // Blank: not weighed (delivery counts it as 0 g).
  shippingWeightGrams: values.shippingWeightGrams === '' ? null : Number(values.shippingWeightGrams),
});

/** A part's fields: names and descriptions in both languages, maker, category, usual position. */
export function usePartFields(): RecordField[] {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const makers = useMakers();
  const categories = useCategories();
  return [
    { name: 'partNumber', label: t`Part number`, required: true },
    { name: 'name', label: t`Name`, required: true },
    { name: 'nameKh', label: t`Name in Khmer` },
    {
      name: 'brandItemId',
      label: t`Maker`,
      kind: 'select',
      options: nameOptions(makers.data, i18n.locale),
      required: true,
    },
    {
      name: 'categoryId',
      label: t`Category`,
      kind: 'select',
      options: nameOptions(categories.data, i18n.locale),
      required: true,
    },
    {
      name: 'position',
      label: t`Position`,
      kind: 'select',
      options: PART_POSITIONS.map((position) => ({ value: position, label: i18n._(positionLabels[position]) })),
    },
    { name: 'description', label: t`Description`, kind: 'textarea' },
    { name: 'descriptionKh', label: t`Description in Khmer`, kind: 'textarea' },
    {
      name: 'shippingWeightGrams',
      label: t`Shipping weight (g)`,
      kind: 'number',
      description: t`One base unit, packed: delivery fees go by weight.`,
    },
  ];
}
