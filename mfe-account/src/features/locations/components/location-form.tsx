import { useState } from 'react';
import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type { Location, UserLocation, UserLocationBody } from '@shop/contracts';
import { describeApiError, type ApiProblem } from '@shop/ui';
import { putOnField } from '@shop/ui/form-errors.ts';
import { localizedName } from '@shop/i18n';

export interface LocationFormProps {
  provinces: Location[];
  /** The location being edited; absent when adding one. */
  initial?: UserLocation;
  pending: boolean;
  /** Saves; a refusal it rejects with is shown under the field it names, or above the form. */
  onSave: (body: UserLocationBody) => Promise<unknown>;
  onCancel: () => void;
}

export function LocationForm({ provinces, initial, pending, onSave, onCancel }: LocationFormProps) {
  const { t, i18n } = useLingui();
  // Named as the API's body, so a refusal naming a field lands under it.
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      label: initial?.details.label ?? '',
      locationId: String(initial?.location.id ?? ''),
      address: initial?.details.address ?? '',
      recipientName: initial?.details.recipientName ?? '',
      phone: initial?.details.phone ?? '',
      note: initial?.details.note ?? '',
      isDefault: false,
    },
  });
  const [problem, setProblem] = useState<ApiProblem>();

  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
    try {
      await onSave({
        locationId: Number(values.locationId),
        label: values.label.trim(),
        address: values.address.trim(),
        recipientName: values.recipientName.trim() || null,
        phone: values.phone.trim() || null,
        note: values.note.trim() || null,
        ...(initial ? {} : { isDefault: values.isDefault }),
      });
    } catch (error) {
      setProblem(putOnField(form, describeApiError(error), (message) => i18n._(message)));
    }
  });

  return (
    <form onSubmit={submit} aria-label={initial ? t`Edit location` : t`New location`}>
      <Stack gap="sm">
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {i18n._(problem.message)}
          </Alert>
        ) : null}
        <TextInput
          label={t`Label`}
          description={t`For example Home, Shop or Garage`}
          required
          maxLength={60}
          {...form.getInputProps('label')}
        />
        <NativeSelect
          label={t`Province`}
          required
          {...form.getInputProps('locationId')}
          data={[
            { value: '', label: t`Choose a province`, disabled: true },
            ...provinces.map((p) => ({ value: String(p.id), label: localizedName(p, i18n.locale) })),
          ]}
        />
        <Textarea
          label={t`Address`}
          description={t`House, street, commune, district`}
          required
          maxLength={500}
          rows={2}
          {...form.getInputProps('address')}
        />
        <TextInput label={t`Recipient (optional)`} maxLength={200} {...form.getInputProps('recipientName')} />
        <TextInput label={t`Phone (optional)`} type="tel" maxLength={32} {...form.getInputProps('phone')} />
        <TextInput label={t`Note for the delivery (optional)`} maxLength={500} {...form.getInputProps('note')} />
        {initial ? null : (
          <Checkbox
            label={t`Make this my default location`}
            {...form.getInputProps('isDefault', { type: 'checkbox' })}
          />
        )}
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {t`Save location`}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
