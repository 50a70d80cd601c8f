import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { deferOverlayHosts } from './components/overlayHosts';
import { DeferredOverlays } from './layout/DeferredOverlays';
import { createQueryClient } from './queries/queryClient';
import { buildRoutes } from './routing/buildRoutes';
import { routeTable } from './routing/routeTable';
import { cssVariablesResolver, theme } from './theme';

const queryClient = createQueryClient();

// The modal and notice hosts load after the first page shows (issue 20).
deferOverlayHosts();

export const router = createBrowserRouter(buildRoutes(routeTable));

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <DeferredOverlays />
      </QueryClientProvider>
    </MantineProvider>
  );
}
