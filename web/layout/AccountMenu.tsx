import { Menu, Text } from '@mantine/core';
import { cloneElement, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useUserState } from '../auth/userStore';
import { useTranslation } from '../i18n/useTranslation';
import type { DeferredMenuProps } from './DeferredMenu';

/**
 * The signed-in person's menu: profile, identity switcher, logout. Loaded after the page shows
 * (SiteHeader renders it through DeferredMenu, with the trigger button it names).
 */
export default function AccountMenu({ target, openAtOnce, focusAtOnce }: DeferredMenuProps) {
  const { t } = useTranslation();
  const { user } = useUserState();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAtOnce) trigger.current?.focus();
  }, [focusAtOnce]);
  if (!user) return null;
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={openAtOnce}>
      <Menu.Target>{cloneElement(target, { ref: trigger })}</Menu.Target>
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
        <Menu.Item component={Link} to="/logout" c="red">
          {t('layout.sign_out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
