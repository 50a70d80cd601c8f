import { Box } from '@mantine/core';
import { Navigate, Outlet, ScrollRestoration } from 'react-router';
import { useTermsGateTarget } from '../auth/guards';
import { useUserState } from '../auth/userStore';
import { KeepBenchmarkId, RouteTitle } from '../routing/RouteEffects';
import { ImpersonationBanner } from './ImpersonationBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function RootLayout() {
  const { user } = useUserState();
  const impersonating = Boolean(user?.became);
  const termsTarget = useTermsGateTarget();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <RouteTitle />
      <KeepBenchmarkId />
      <ScrollRestoration />
      <ImpersonationBanner />
      <SiteHeader />
      <Box
        component="main"
        data-impersonating={impersonating || undefined}
        style={{
          flex: 1,
          ...(impersonating
            ? {
                outline: '4px solid var(--mantine-color-orange-7)',
                outlineOffset: -4,
                background: 'var(--mantine-color-orange-0)',
              }
            : {}),
        }}
      >
        {termsTarget ? <Navigate replace to={termsTarget} /> : <Outlet />}
      </Box>
      <SiteFooter />
    </Box>
  );
}
