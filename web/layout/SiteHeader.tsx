import { Anchor, Burger, Button, Container, Group, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import logoUrl from '../assets/logo.svg';
import { useUserState } from '../auth/userStore';
import { useTranslation } from '../i18n/useTranslation';
import { DeferredMenu } from './DeferredMenu';
import { HeaderNav } from './HeaderNav';
import { activeLinkTo, navigationLinks } from './headerLinks';
import { LanguageSwitch } from './LanguageSwitch';
import classes from './SiteHeader.module.css';

// The account menu and the burger's drawer are not needed to show a page: they load after it (issue 20).
const loadAccountMenu = () => import('./AccountMenu');
const loadMobileNav = () => import('./MobileNav');
const MobileNav = lazy(loadMobileNav);

export function SiteHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
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
            <DeferredMenu
              load={loadAccountMenu}
              props={{}}
              target={
                // The name read aloud begins with the name shown (WCAG 2.5.3: say what you see).
                <Button variant="light">
                  {user.name || user.username}
                  <VisuallyHidden>, {t('layout.account_menu')}</VisuallyHidden>
                </Button>
              }
            />
          ) : (
            <Button component={Link} to="/users/login" variant="filled">
              {t('layout.sign_in')}
            </Button>
          )}
        </Group>
        <Burger
          opened={opened}
          onClick={() => {
            setDrawerWanted(true);
            toggle();
          }}
          onPointerEnter={() => void loadMobileNav()}
          onFocus={() => void loadMobileNav()}
          hiddenFrom="md"
          aria-label={t('layout.menu')}
        />
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNav opened={opened} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
