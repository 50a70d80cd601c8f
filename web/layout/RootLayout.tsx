import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useTermsGateTarget } from '../auth/guards';
import { useUserState } from '../auth/userStore';
import { wantOverlayHosts } from '../components/overlayHosts';
import { KeepBenchmarkId, RouteTitle } from '../routing/RouteEffects';
import { ScrollRestoration } from '../routing/ScrollRestoration';
import { ImpersonationBanner } from './ImpersonationBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { whenIdle } from './whenIdle';

export function RootLayout() {
  const { user } = useUserState();
  const impersonating = Boolean(user?.became);
  const termsTarget = useTermsGateTarget();
  // The first page is up: the modal and notice hosts load when the browser is idle (issue 20).
  useEffect(() => whenIdle(wantOverlayHosts), []);
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
