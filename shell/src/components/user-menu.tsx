import { Avatar, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { isStaff, signOut, useSessionStore } from '@shop/client';
import { useRouteLocale } from '@shop/federation';

export interface UserMenuLink {
  key: string;
  to: string;
  label: string;
}

/**
 * The signed-in user's menu: account, back-office (staff) or shop, sign out. `links`: entries the back-office
 * releases declared for this menu (`menu: 'user'` in a remote's shop.nav, e.g. "My profile"), listed first.
 */
export function UserMenu({ links = [] }: { links?: readonly UserMenuLink[] }) {
  const { t } = useLingui();
  const user = useSessionStore((state) => state.user);
  const locale = useRouteLocale();
  const navigate = useNavigate();
  if (!user) return null;
  const initials = user.name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* The name is the visible initials followed by what the button is, so speech input ("click AK") works. */}
        <UnstyledButton>
          <Avatar color="brand" radius="xl" size="md">
            {initials}
          </Avatar>
          <VisuallyHidden>{t`User menu`}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.name}</Menu.Label>
        {links.map((link) => (
          <Menu.Item key={link.key} component={Link} to={link.to} data-testid={`user-menu-${link.key}`}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Item component={Link} to={`/${locale}/account`}>
          {t`My account`}
        </Menu.Item>
        {isStaff(user.type) ? (
          <Menu.Item component={Link} to={`/${locale}/admin`}>
            {t`Back-office`}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to={`/${locale}`}>
          {t`Shop`}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          onClick={() => {
            void signOut().then(() => navigate(`/${locale}`));
          }}
        >
          {t`Sign out`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
