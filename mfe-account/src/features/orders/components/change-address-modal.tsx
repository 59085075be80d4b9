import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { UserLocation } from '@shop/contracts';
import { localizedName } from '@shop/i18n';

interface ChangeAddressModalProps {
  opened: boolean;
  locale: string;
  /** My saved locations (the session user carries them). */
  locations: UserLocation[];
  current: number | null;
  pending: boolean;
  error: string | null;
  onClose(): void;
  onConfirm(userLocationId: number): void;
}

/** Sends the order to another of my saved locations; new ones are added in My account. */
export function ChangeAddressModal({
  opened,
  locale,
  locations,
  current,
  pending,
  error,
  onClose,
  onConfirm,
}: ChangeAddressModalProps) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState<string | null>(current === null ? null : String(current));
  const changed = chosen !== null && chosen !== String(current);

  return (
    <Modal opened={opened} onClose={onClose} title={t`Deliver to another address`} centered>
      <Stack gap="md">
        {locations.length === 0 ? (
          <Text size="sm">{t`You have no saved locations yet.`}</Text>
        ) : (
          <Radio.Group value={chosen} onChange={setChosen} label={t`Saved locations`}>
            <Stack gap="sm" mt="xs">
              {locations.map((saved) => (
                <Radio
                  key={saved.id}
                  value={String(saved.id)}
                  label={saved.details.label}
                  description={`${saved.details.address}, ${localizedName(saved.location, i18n.locale)}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Anchor component={Link} to={`/${locale}/account/locations`} size="sm">
          {t`Add or edit saved locations in My account`}
        </Anchor>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Close`}
          </Button>
          <Button disabled={!changed} loading={pending} onClick={() => chosen && onConfirm(Number(chosen))}>
            {t`Deliver here`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
