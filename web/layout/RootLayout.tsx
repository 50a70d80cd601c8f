import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { KeepBenchmarkId, RouteTitle } from '../routing/RouteEffects';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function RootLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <RouteTitle />
      <KeepBenchmarkId />
      <ScrollRestoration />
      <SiteHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
