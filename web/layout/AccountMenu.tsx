import { Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserState } from '../auth/userStore';

/** The signed-in person: profile, identity switcher, logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user } = useUserState();
  if (!user) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* The name read aloud begins with the name shown (WCAG 2.5.3: say what you see). */}
        <Button variant="light">
          {user.name || user.username}
          <VisuallyHidden>, {t('layout.account_menu')}</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs">{user.organization?.name ?? t('identity.platform')}</Text>
          <Text size="xs">{t(`identity_types.${user.type}`)}</Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/dashboard">
          {t('layout.my_home')}
        </Menu.Item>
        <Menu.Item component={Link} to="/users/edit-profile">
          {t('dashboard.actions.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/users/identity">
          {t('dashboard.actions.identity')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" color="red">
          {t('layout.sign_out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
