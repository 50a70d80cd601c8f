import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useUserState } from '../auth/userStore';
import { CodeEntryButton } from '../components/CodeEntryButton';
import { useTranslation } from '../i18n/useTranslation';
import { accountLinks, activeLinkTo, navigationLinks } from './headerLinks';
import { LanguageSwitch } from './LanguageSwitch';

type MobileNavProps = { opened: boolean; onClose: () => void };

/**
 * The burger's drawer below the md breakpoint: every entry, the account pages and the language switch.
 * Loaded when the burger is first opened (or pointed at), not with the page (issue 20).
 */
export default function MobileNav({ opened, onClose }: MobileNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, permissions } = useUserState();
  const links = navigationLinks(user, permissions);
  const activeTo = activeLinkTo(pathname, links);
  return (
    <Drawer opened={opened} onClose={onClose} title="Balss" hiddenFrom="md" size="80%">
      <Stack gap="xs">
        <nav aria-label={t('layout.main_navigation')}>
          {links.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={t(link.label)}
              active={link.to === activeTo}
              aria-current={link.to === activeTo ? 'page' : undefined}
              onClick={onClose}
            />
          ))}
        </nav>
        {user && (
          <div>
            <Divider mb="xs" />
            {accountLinks.map((link) => (
              <NavLink
                key={link.to}
                component={Link}
                to={link.to}
                label={t(link.label)}
                active={pathname === link.to}
                onClick={onClose}
              />
            ))}
          </div>
        )}
        <LanguageSwitch />
        {!user && (
          <>
            <Button component={Link} to="/users/login" onClick={onClose}>
              {t('layout.sign_in')}
            </Button>
            <CodeEntryButton variant="light" />
          </>
        )}
      </Stack>
    </Drawer>
  );
}
