import { Anchor, Burger, Button, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import logoUrl from '../assets/logo.svg';
import { useUserState } from '../auth/userStore';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import classes from './SiteHeader.module.css';
import { workAreasFor } from './workAreas';

const publicLinks = [
  { to: '/product', label: 'layout.nav.product' },
  { to: '/questions', label: 'layout.nav.questions' },
  { to: '/about', label: 'layout.nav.about' },
] as const;

const signedInLinks = [
  { to: '/dashboard', label: 'layout.my_home' },
  { to: '/users/edit-profile', label: 'dashboard.actions.profile' },
  { to: '/users/identity', label: 'dashboard.actions.identity' },
  { to: '/logout', label: 'layout.sign_out' },
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user, permissions } = useUserState();
  const areaLinks = workAreasFor(user, permissions).map((area) => ({
    to: area.to,
    label: `work_areas.${area.key}.label`,
  }));
  const desktopLinks = user ? [signedInLinks[0], ...areaLinks] : publicLinks;
  const drawerLinks = user ? [signedInLinks[0], ...areaLinks, ...signedInLinks.slice(1)] : publicLinks;
  const links = desktopLinks.map((link) => (
    <Anchor key={link.to} component={Link} to={link.to} className={classes.link} onClick={close}>
      {t(link.label)}
    </Anchor>
  ));
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Anchor component={Link} to="/" className={classes.brand} aria-label={t('layout.home_link')}>
          <img src={logoUrl} alt="" width={28} height={28} />
          <Text component="span" fw={800} fz="xl">
            Balss
          </Text>
        </Anchor>
        <Group gap="lg" visibleFrom="sm" component="nav" aria-label={t('layout.main_navigation')}>
          {links}
        </Group>
        <Group gap="sm" visibleFrom="sm">
          <LanguageSwitch />
          {user ? (
            <AccountMenu />
          ) : (
            <Button component={Link} to="/users/login" variant="filled">
              {t('layout.sign_in')}
            </Button>
          )}
        </Group>
        <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label={t('layout.menu')} />
      </Container>
      <Drawer opened={opened} onClose={close} title="Balss" hiddenFrom="sm" size="80%">
        <Stack>
          {drawerLinks.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} onClick={close}>
              {t(link.label)}
            </Anchor>
          ))}
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
