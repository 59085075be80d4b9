// "Add Toyota Hilux 2009 to My garage" under what the search understood (issue 36 §1): a query that named a model year
// the shop knows offers to keep it in My garage, the account's when signed in, else the browser's (@shop/ui/garage.ts,
// the header's garage panel's own hook). Once kept, it says so. Loaded only when a query names a model year.
import { Button, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { sameGarageVehicle } from '@shop/client';
import { apiErrorText } from '@shop/ui';
import { GarageFullError, useGarage, type SavedVehicle } from '@shop/ui/garage.ts';
import { useLocalizedName } from '@shop/i18n';

type Named = { id: number; name: string; nameKh: string | null };

export function GarageOffer({
  brand,
  model,
  year,
}: {
  brand: Named;
  model: Named;
  year: { id: number; value: number };
}) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const { vehicles, add } = useGarage();
  const vehicle: SavedVehicle = {
    brandId: brand.id,
    modelId: model.id,
    yearId: year.id,
    year: year.value,
    brand: { name: brand.name, nameKh: brand.nameKh },
    model: { name: model.name, nameKh: model.nameKh },
    vin: null,
    name: null,
  };
  const label = `${nameOf(brand)} ${nameOf(model)} ${year.value}`;
  if (vehicles.some((saved) => sameGarageVehicle(saved, vehicle)))
    return (
      <Text size="sm" c="dimmed" data-testid="garage-offer">
        {t`${label} is in My garage.`}
      </Text>
    );
  return (
    <div data-testid="garage-offer">
      <Button variant="light" size="xs" w="fit-content" loading={add.isPending} onClick={() => add.mutate(vehicle)}>
        {t`Add ${label} to My garage`}
      </Button>
      {add.error ? (
        <Text size="sm" c="red" role="alert">
          {add.error instanceof GarageFullError
            ? t`Your garage is full. Remove a vehicle first.`
            : apiErrorText(add.error)}
        </Text>
      ) : null}
    </div>
  );
}
