import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { deferOverlayHosts } from './components/overlayHosts';
import { DeferredOverlays } from './layout/DeferredOverlays';
import { createQueryClient } from './queries/queryClient';
import { AppRouter } from './routing/AppRouter';
import { AppRoutes } from './routing/AppRoutes';
import { createBrowserAppHistory } from './routing/appHistory';
import { buildRoutes } from './routing/buildRoutes';
import { routeTable } from './routing/routeTable';
import { cssVariablesResolver, theme } from './theme';

const queryClient = createQueryClient();

// The modal and notice hosts load after the first page shows (issue 20).
deferOverlayHosts();

const routes = buildRoutes(routeTable);

/** The browser history the app navigates with, also from outside React (main.tsx, session hooks). */
export const appHistory = createBrowserAppHistory();

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <AppRouter history={appHistory}>
          <AppRoutes routes={routes} />
        </AppRouter>
        <DeferredOverlays />
      </QueryClientProvider>
    </MantineProvider>
  );
}
