import { Alert, Button, NavLink as MantineNavLink, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { NavLink, useLocation } from 'react-router';
import type { MenuGroup } from './admin-menu-model.ts';
import { NavIcon } from '../components/nav-icon.tsx';
import type { RemoteRegistry } from '../lib/remote-registry.ts';

/** A remote of the group could not be loaded: its entries stay, with its error and Retry. */
function GroupRemoteError({ registry, remote }: { registry: RemoteRegistry; remote: string }) {
  const { t } = useLingui();
  const state = registry.useRemote(remote);
  if (state.status !== 'error') return null;
  return (
    <Alert color="red" variant="light" p="xs" mx="xs" my={4} data-remote={remote}>
      <Text size="xs">{t`These screens are not available right now.`}</Text>
      <Button size="compact-xs" variant="light" color="red" mt={4} onClick={() => void registry.retry(remote)}>
        {t`Retry`}
      </Button>
    </Alert>
  );
}

export interface AdminMenuProps {
  groups: MenuGroup[];
  base: string;
  registry: RemoteRegistry;
  onNavigate: () => void;
}

/** The back-office menu as the releases declared it, grouped; group names are the shell's own words. */
export function AdminMenu({ groups, base, registry, onNavigate }: AdminMenuProps) {
  const { t } = useLingui();
  const location = useLocation();
  const groupLabel: Record<MenuGroup['group'], string> = {
    Overview: t`Overview`,
    Sales: t`Sales`,
    Stock: t`Stock`,
    Catalogue: t`Catalogue`,
    People: t`People`,
    System: t`System`,
  };
  return (
    <>
      {groups.map((group) => (
        <div key={group.group} data-testid={`menu-group-${group.group}`}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
            {groupLabel[group.group]}
          </Text>
          {group.remotes.map((remote) => (
            <GroupRemoteError key={remote} registry={registry} remote={remote} />
          ))}
          {group.links.map((link) => {
            const to = link.to ? `${base}/${link.to}` : base;
            const active = link.to
              ? location.pathname.startsWith(to)
              : location.pathname === base || location.pathname === `${base}/`;
            return (
              <MantineNavLink
                key={link.key}
                component={NavLink}
                to={to}
                end={!link.to}
                label={link.label}
                leftSection={<NavIcon name={link.icon} />}
                active={active}
                onClick={onNavigate}
              />
            );
          })}
        </div>
      ))}
    </>
  );
}
