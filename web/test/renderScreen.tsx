import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import en from '../../locales/en.json';
import { theme } from '../theme';

/** An English i18n instance filled from locales/en.json, ready at once (no server round trip). */
export const testI18n = i18next.createInstance();
void testI18n.init({
  lng: 'en',
  fallbackLng: false,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

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
    <I18nextProvider i18n={testI18n}>
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
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}
