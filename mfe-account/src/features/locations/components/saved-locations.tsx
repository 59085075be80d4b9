import { useState } from 'react';
import { Alert, Badge, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import type { UserLocation } from '@shop/contracts';
import { type SessionUser } from '@shop/client';
import { useCreateUserLocation } from '../api/create-user-location.ts';
import { useDeleteUserLocation } from '../api/delete-user-location.ts';
import { useProvinces } from '../api/get-provinces.ts';
import { useUserLocations } from '../api/get-user-locations.ts';
import { useSetDefaultLocation } from '../api/set-default-location.ts';
import { useUpdateUserLocation } from '../api/update-user-location.ts';
import { returnWithLocation, storefrontReturn } from '../utils/return-to.ts';
import { LocationForm } from './location-form.tsx';
import { apiErrorText } from '@shop/ui';
import { localizedName } from '@shop/i18n';

/**
 * My saved locations, the default first: add, edit, delete, and choose the default. Sent here by another page (checkout,
 * `?returnTo=`), the new-location form is open at once and saving it goes back there with the new location chosen.
 */
export function SavedLocations({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const returnTo = storefrontReturn(useSearchParams()[0].get('returnTo'));
  const provinces = useProvinces();
  const locations = useUserLocations();
  const create = useCreateUserLocation();
  const update = useUpdateUserLocation();
  const remove = useDeleteUserLocation();
  const setDefault = useSetDefaultLocation();
  const [editing, setEditing] = useState<number | 'new' | null>(returnTo ? 'new' : null);
  const actionError = [remove, setDefault].find((m) => m.isError)?.error;

  if (provinces.isPending || locations.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t`Loading…`} />
      </Center>
    );
  }
  if (provinces.isError || locations.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(provinces.error ?? locations.error)}
      </Alert>
    );
  }

  const form = (initial?: UserLocation) => (
    <LocationForm
      provinces={provinces.data}
      initial={initial}
      pending={initial ? update.isPending : create.isPending}
      onCancel={() => setEditing(null)}
      onSave={async (body) => {
        if (initial) {
          await update.mutateAsync({ id: initial.id, body });
          setEditing(null);
          return;
        }
        const created = await create.mutateAsync(body);
        if (returnTo) void navigate(returnWithLocation(returnTo, created.id));
        else setEditing(null);
      }}
    />
  );

  return (
    <Stack gap="md" maw={640}>
      {actionError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(actionError)}
        </Alert>
      ) : null}
      {returnTo ? (
        <Alert color="blue" variant="light">
          {t`Once the location is saved, you go back to the page you came from.`}
        </Alert>
      ) : null}
      {locations.data.length === 0 && editing !== 'new' ? (
        <Text c="dimmed">{t`You have no saved locations yet.`}</Text>
      ) : null}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Saved locations`}>
        {locations.data.map((saved) => (
          <Card key={saved.id} withBorder component="li" data-default={saved.details.isDefault}>
            {editing === saved.id ? (
              form(saved)
            ) : (
              <SavedLocationCard
                saved={saved}
                busy={remove.isPending || setDefault.isPending}
                onEdit={() => {
                  update.reset();
                  setEditing(saved.id);
                }}
                onDelete={() => remove.mutate(saved.id)}
                onMakeDefault={() => setDefault.mutate({ userId: user.id, userLocationId: saved.id })}
              />
            )}
          </Card>
        ))}
      </Stack>
      {editing === 'new' ? (
        <Card withBorder>{form()}</Card>
      ) : (
        <Button
          variant="light"
          w="fit-content"
          onClick={() => {
            create.reset();
            setEditing('new');
          }}
        >
          {t`Add a location`}
        </Button>
      )}
    </Stack>
  );
}

interface SavedLocationCardProps {
  saved: UserLocation;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

function SavedLocationCard({ saved, busy, onEdit, onDelete, onMakeDefault }: SavedLocationCardProps) {
  const { t, i18n } = useLingui();
  const { details, location } = saved;
  const province = localizedName(location, i18n.locale);
  const label = details.label;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Text fw={700} data-testid="saved-location-label">
            {label}
          </Text>
          {details.isDefault ? (
            <Badge color="green" variant="light">
              {t`Default`}
            </Badge>
          ) : null}
        </Group>
      </Group>
      <Text size="sm">
        {details.address}, {province}
      </Text>
      {details.recipientName || details.phone ? (
        <Text size="sm" c="dimmed">
          {[details.recipientName, details.phone].filter(Boolean).join(' · ')}
        </Text>
      ) : null}
      {details.note ? (
        <Text size="sm" c="dimmed">
          {details.note}
        </Text>
      ) : null}
      <Group gap="xs" mt={4}>
        {details.isDefault ? null : (
          <Button
            size="compact-sm"
            variant="light"
            disabled={busy}
            onClick={onMakeDefault}
            aria-label={t`Make ${label} the default`}
          >
            {t`Make default`}
          </Button>
        )}
        <Button size="compact-sm" variant="default" onClick={onEdit} aria-label={t`Edit ${label}`}>
          {t`Edit`}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          disabled={busy}
          onClick={onDelete}
          aria-label={t`Delete ${label}`}
        >
          {t`Delete`}
        </Button>
      </Group>
    </Stack>
  );
}
