import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import en from '../../locales/en.json';
import { i18n } from '../i18n/translator';
import { theme } from '../theme';

/**
 * The app's translator with the English texts of locales/en.json, ready at once (no server round trip).
 * The app's modules are evaluated afresh for each test file (web/test/setup.ts), this one with them.
 */
export const testI18n = i18n;
testI18n.addResourceBundle('en', 'translation', en);

type RenderScreenOptions = {
  /** The route pattern, e.g. '/:org_name'. */
  path?: string;
  /** The address opened, e.g. '/demo-school'. */
  url?: string;
};

/** Renders a screen with the app's providers (Mantine, Query with retry off, modals, i18n) at a route. */
export function renderScreen(screen: ReactElement, { path = '/', url = path }: RenderScreenOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={screen} />
            </Routes>
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}
