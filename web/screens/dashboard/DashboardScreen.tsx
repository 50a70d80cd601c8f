import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router';
import { homeRouteFor } from '../../auth/homeRoutes';
import { useUserState } from '../../auth/userStore';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';

/** /dashboard: each identity type goes to its home; #forbidden explains a refused page first. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { status, user } = useUserState();
  if (status === 'idle' || status === 'loading') {
    return <PageLoader />;
  }
  const home = homeRouteFor(user?.type);
  if (hash === '#forbidden') {
    return (
      <Container size="sm" py={60}>
        <Stack align="flex-start">
          <Title order={1}>{t('dashboard.forbidden_title')}</Title>
          <Alert color="yellow">{t('dashboard.forbidden_text')}</Alert>
          <Button component={Link} to={home}>
            {t('dashboard.go_home')}
          </Button>
        </Stack>
      </Container>
    );
  }
  return <Navigate replace to={home} />;
}
