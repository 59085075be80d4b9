import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Location, UserLocation, UserLocationBody } from '@shop/contracts';
import { apiErrorText } from '@shop/ui';
import { localizedName } from '@shop/i18n';

export interface LocationFormProps {
  provinces: Location[];
  /** The location being edited; absent when adding one. */
  initial?: UserLocation;
  pending: boolean;
  error: unknown;
  onSave: (body: UserLocationBody) => void;
  onCancel: () => void;
}

export function LocationForm({ provinces, initial, pending, error, onSave, onCancel }: LocationFormProps) {
  const { t, i18n } = useLingui();
  const [label, setLabel] = useState(initial?.details.label ?? '');
  const [locationId, setLocationId] = useState(String(initial?.location.id ?? ''));
  const [address, setAddress] = useState(initial?.details.address ?? '');
  const [recipientName, setRecipientName] = useState(initial?.details.recipientName ?? '');
  const [phone, setPhone] = useState(initial?.details.phone ?? '');
  const [note, setNote] = useState(initial?.details.note ?? '');
  const [isDefault, setIsDefault] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({
      locationId: Number(locationId),
      label: label.trim(),
      address: address.trim(),
      recipientName: recipientName.trim() || null,
      phone: phone.trim() || null,
      note: note.trim() || null,
      ...(initial ? {} : { isDefault }),
    });
  };

  return (
    <form onSubmit={submit} aria-label={initial ? t`Edit location` : t`New location`}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(error)}
          </Alert>
        ) : null}
        <TextInput
          label={t`Label`}
          description={t`For example Home, Shop or Garage`}
          required
          maxLength={60}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
        />
        <NativeSelect
          label={t`Province`}
          required
          value={locationId}
          onChange={(e) => setLocationId(e.currentTarget.value)}
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
          value={address}
          onChange={(e) => setAddress(e.currentTarget.value)}
        />
        <TextInput
          label={t`Recipient (optional)`}
          maxLength={200}
          value={recipientName}
          onChange={(e) => setRecipientName(e.currentTarget.value)}
        />
        <TextInput
          label={t`Phone (optional)`}
          type="tel"
          maxLength={32}
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        <TextInput
          label={t`Note for the delivery (optional)`}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {initial ? null : (
          <Checkbox
            label={t`Make this my default location`}
            checked={isDefault}
            onChange={(e) => setIsDefault(e.currentTarget.checked)}
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
