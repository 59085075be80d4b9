import { Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useRouteLocale } from '@shop/federation';

export function SiteBrand({ to }: { to?: string }) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  return (
    <UnstyledButton component={Link} to={to ?? `/${locale}`} aria-label={t`Vehicle Parts Shop, home`}>
      <Group gap="xs" wrap="nowrap">
        <Image src="/icon-192.png" alt="" w={32} h={32} />
        <Text fw={700} size="lg" visibleFrom="xs">
          {t`Vehicle Parts Shop`}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
