// The header's garage panel (its own chunk, loaded when the shopper opens it): the saved vehicles to pick from or
// remove, the chosen vehicle to save, and Find by VIN. Signed in, the garage is the account's; signed out, the browser's.
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { sameGarageVehicle, useVehicleFilterStore, vehicleFilterPath, type ChosenVehicle } from '@shop/client';
import { decodeVin, VIN_LENGTH } from '@shop/contracts/vin.ts';
import { useRouteLocale } from '@shop/federation';
import { apiErrorText } from '@shop/ui';
import { GarageFullError, useGarage, type SavedVehicle } from '@shop/ui/garage.ts';
import { useLocalizedName } from '@shop/i18n';
import { useBrands } from '../../api/get-brands.ts';
import { useVehicleModels } from '../../api/get-vehicle-models.ts';
import { useVehicleYears } from '../../api/get-vehicle-years.ts';

type Saved = SavedVehicle;

const toChosen = (vehicle: Saved): ChosenVehicle => ({
  yearId: vehicle.yearId,
  brandId: vehicle.brandId,
  modelId: vehicle.modelId,
  year: vehicle.year,
  brand: vehicle.brand,
  model: vehicle.model,
});

export function GaragePanel({ onPicked }: { onPicked: () => void }) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const navigate = useNavigate();
  const chosen = useVehicleFilterStore((state) => state.vehicle);
  const setVehicle = useVehicleFilterStore((state) => state.setVehicle);
  const { vehicles, add, remove, loading } = useGarage();
  const nameOf = useLocalizedName();
  const labelOf = (vehicle: ChosenVehicle) => `${nameOf(vehicle.brand)} ${nameOf(vehicle.model)} ${vehicle.year}`;
  const pick = (vehicle: ChosenVehicle) => {
    setVehicle(toChosen({ ...vehicle, vin: null, name: null }));
    onPicked();
    void navigate(vehicleFilterPath(locale, vehicle));
  };
  const errorText = (error: unknown) =>
    error instanceof GarageFullError ? t`Your garage is full. Remove a vehicle first.` : apiErrorText(error);
  const chosenSaved =
    chosen !== null && vehicles.some((saved) => saved.modelId === chosen.modelId && saved.yearId === chosen.yearId);

  return (
    <Stack gap="sm" data-testid="garage-panel">
      {chosen ? (
        <Button
          variant="subtle"
          size="xs"
          justify="flex-start"
          onClick={() => pick(chosen)}
          data-testid="garage-chosen-parts"
        >
          {t`Parts for ${labelOf(chosen)}`}
        </Button>
      ) : null}
      <Text fw={600}>{t`My garage`}</Text>
      {loading ? <Text size="sm" c="dimmed">{t`Loading…`}</Text> : null}
      {!loading && vehicles.length === 0 ? (
        <Text
          size="sm"
          c="dimmed"
        >{t`No vehicles yet. Save the vehicle you drive to see at once which parts fit it.`}</Text>
      ) : null}
      {vehicles.map((vehicle) => (
        <Group
          key={vehicle.id ?? `${vehicle.modelId}-${vehicle.yearId}-${vehicle.vin ?? ''}`}
          justify="space-between"
          wrap="nowrap"
          gap="xs"
          data-testid="garage-vehicle"
        >
          <UnstyledButton
            onClick={() => pick(vehicle)}
            style={{ flex: 1 }}
            fw={chosen && sameGarageVehicle({ ...chosen, vin: null }, { ...vehicle, vin: null }) ? 700 : 400}
          >
            <Text size="sm">{vehicle.name ? `${vehicle.name} · ${labelOf(vehicle)}` : labelOf(vehicle)}</Text>
            {vehicle.vin ? (
              <Text size="xs" c="dimmed" ff="monospace">
                {vehicle.vin}
              </Text>
            ) : null}
          </UnstyledButton>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t`Remove ${labelOf(vehicle)}`}
            onClick={() => remove.mutate(vehicle)}
            data-testid="garage-remove"
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {chosen && !chosenSaved ? (
        <Button
          variant="light"
          size="xs"
          loading={add.isPending}
          onClick={() => add.mutate({ ...chosen, vin: null, name: null })}
          data-testid="garage-save-current"
        >
          {t`Save ${labelOf(chosen)} in my garage`}
        </Button>
      ) : null}
      {add.error ? (
        <Text size="xs" c="red">
          {errorText(add.error)}
        </Text>
      ) : null}
      <Divider label={t`Find by VIN`} labelPosition="left" />
      <VinFinder
        onSave={async (vehicle) => {
          await add.mutateAsync(vehicle);
          setVehicle(toChosen(vehicle));
        }}
        errorText={errorText}
      />
    </Stack>
  );
}

/** A VIN tells the year and the maker offline; the shopper then picks only the model. */
function VinFinder({
  onSave,
  errorText,
}: {
  onSave: (vehicle: Saved) => Promise<void>;
  errorText: (error: unknown) => string;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [modelId, setModelId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const decoded = text.replace(/[\s-]/g, '').length >= VIN_LENGTH ? decodeVin(text) : null;
  const valid = decoded?.valid ? decoded : null;
  const years = useVehicleYears(valid !== null);
  const brands = useBrands(valid !== null);
  const year = valid ? years.data?.find((y) => y.value === valid.year) : undefined;
  const brand = valid?.maker
    ? brands.data?.find((b) => b.name.toLowerCase() === valid.maker!.toLowerCase())
    : undefined;
  const models = useVehicleModels(year?.id, brand?.id);
  const nameOf = useLocalizedName();
  const model = models.data?.find((m) => m.id === modelId);
  const refused = valid !== null && valid.checkDigitBinding && !valid.checkDigit.matches;

  const problem = () => {
    if (!decoded || decoded.valid) return null;
    if (decoded.problem === 'length') return t`A VIN has 17 characters.`;
    if (decoded.problem === 'character')
      return t`Character ${decoded.position ?? 0} cannot be in a VIN (I, O and Q are never used).`;
    return t`Character 10 is not a model year code.`;
  };

  const save = async () => {
    if (!valid || !year || !brand || !model) return;
    setError(null);
    try {
      await onSave({
        yearId: year.id,
        brandId: brand.id,
        modelId: model.id,
        year: year.value,
        brand: { name: brand.name, nameKh: brand.nameKh },
        model: { name: model.name, nameKh: model.nameKh },
        vin: valid.vin,
        name: null,
      });
      setSaved(true);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <Stack gap="xs">
      <TextInput
        label={t`VIN`}
        description={t`17 characters, on the windscreen or the registration card`}
        value={text}
        maxLength={24}
        onChange={(event) => {
          setText(event.currentTarget.value.toUpperCase());
          setModelId(null);
          setSaved(false);
        }}
        error={problem()}
        ff="monospace"
        data-testid="vin-input"
      />
      {valid ? (
        <Text size="sm" data-testid="vin-decoded">
          {valid.maker
            ? t`Model year ${valid.year}, made by ${brand ? nameOf(brand) : valid.maker}`
            : t`Model year ${valid.year}; we sell no parts for this maker.`}
        </Text>
      ) : null}
      {valid && !valid.checkDigit.matches ? (
        <Alert color={refused ? 'red' : 'yellow'} p="xs" data-testid="vin-check-digit">
          {refused
            ? t`The check digit (character 9) should be ${valid.checkDigit.expected}: check the VIN for a typing mistake.`
            : t`The check digit (character 9) does not match. Many vehicles made outside North America do not use it, so check the VIN but you may go on.`}
        </Alert>
      ) : null}
      {valid && brand && years.data && !year ? (
        <Text size="sm" c="dimmed">{t`We have no parts for ${valid.year} vehicles yet.`}</Text>
      ) : null}
      {valid && year && brand && !refused ? (
        <NativeSelect
          label={t`Model`}
          value={modelId === null ? '' : String(modelId)}
          onChange={(event) => setModelId(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
          data={[
            { value: '', label: t`Choose a model` },
            ...(models.data ?? []).map((m) => ({ value: String(m.id), label: nameOf(m) })),
          ]}
          data-testid="vin-model"
        />
      ) : null}
      {model ? (
        <Button size="xs" onClick={() => void save()} data-testid="vin-save">
          {t`Save in my garage`}
        </Button>
      ) : null}
      {saved ? (
        <Text size="sm" c="green" data-testid="vin-saved">{t`Saved. Parts now say whether they fit it.`}</Text>
      ) : null}
      {error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
