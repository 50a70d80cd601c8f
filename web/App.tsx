import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { deferOverlayHosts } from './components/overlayHosts';
import { i18n } from './i18n/i18n';
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
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <DeferredOverlays />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
