import {
  Anchor,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  NavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import logoUrl from '../assets/logo.svg';
import { useUserState } from '../auth/userStore';
import { AccountMenu } from './AccountMenu';
import { HeaderNav } from './HeaderNav';
import { accountLinks, activeLinkTo, navigationLinks } from './headerLinks';
import { LanguageSwitch } from './LanguageSwitch';
import classes from './SiteHeader.module.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { user, permissions } = useUserState();
  const links = navigationLinks(user, permissions);
  const activeTo = activeLinkTo(pathname, links);
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Anchor component={Link} to="/" className={classes.brand} aria-label={t('layout.home_link')}>
          <img src={logoUrl} alt="" width={28} height={28} />
          <Text component="span" fw={800} fz="xl">
            Balss
          </Text>
        </Anchor>
        <HeaderNav links={links} activeTo={activeTo} />
        <Group gap="sm" visibleFrom="md" wrap="nowrap" className={classes.controls}>
          <LanguageSwitch />
          {user ? (
            <AccountMenu />
          ) : (
            <Button component={Link} to="/users/login" variant="filled">
              {t('layout.sign_in')}
            </Button>
          )}
        </Group>
        <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t('layout.menu')} />
      </Container>
      <Drawer opened={opened} onClose={close} title="Balss" hiddenFrom="md" size="80%">
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
                onClick={close}
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
                  onClick={close}
                />
              ))}
            </div>
          )}
          <LanguageSwitch />
          {!user && (
            <Button component={Link} to="/users/login" onClick={close}>
              {t('layout.sign_in')}
            </Button>
          )}
        </Stack>
      </Drawer>
    </header>
  );
}
