import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { noticeHoldMs } from './components/notices';
import { i18n } from './i18n/i18n';
import { createQueryClient } from './queries/queryClient';
import { buildRoutes } from './routing/buildRoutes';
import { routeTable } from './routing/routeTable';
import { cssVariablesResolver, theme } from './theme';

const queryClient = createQueryClient();

export const router = createBrowserRouter(buildRoutes(routeTable));

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications position="top-center" autoClose={noticeHoldMs} limit={5} />
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
