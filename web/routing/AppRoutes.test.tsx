import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Link, Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
// The English texts on the app's translator.
import '../test/renderScreen';
import { theme } from '../theme';
import { AppRouter } from './AppRouter';
import { AppRoutes } from './AppRoutes';
import { createMemoryAppHistory } from './appHistory';
import { buildRoutes } from './buildRoutes';
import { loadScreen } from './loadScreen';
import { RouteTitle } from './RouteEffects';
import { RouteErrorBoundary } from './RouteErrorBoundary';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(routes: RouteObject[], entry: string) {
  const history = createMemoryAppHistory([entry]);
  render(
    <MantineProvider theme={theme}>
      <AppRouter history={history}>
        <AppRoutes routes={routes} />
      </AppRouter>
    </MantineProvider>,
  );
  return history;
}

const page = (name: string) => () => <h1>{name}</h1>;

function Boom(): never {
  throw new Error('render failed');
}

/** A layout like the app's: the title effect, and a boundary around the screens so the layout stays. */
const withLayout = (children: RouteObject[]): RouteObject[] => [
  {
    element: (
      <>
        <RouteTitle />
        <nav>layout</nav>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </>
    ),
    children,
  },
];

describe('AppRoutes', () => {
  it("titles the page from the deepest matching route's handle", async () => {
    const Home = page('Home');
    const history = renderAt(
      withLayout([
        { path: '/', element: <Home />, handle: { title: 'pages.not_found.title' } },
        { path: '/plain', element: <Home /> },
      ]),
      '/',
    );
    await screen.findByRole('heading', { name: 'Home' });
    expect(document.title).toBe(`${en.pages.not_found.title} | Balss`);
    await act(async () => history.push('/plain'));
    expect(document.title).toBe('Balss');
  });

  it('keeps the old page on screen until the next lazy screen has loaded', async () => {
    let arrive: (screen: ComponentType) => void = () => undefined;
    const next = new Promise<ComponentType>((resolve) => {
      arrive = resolve;
    });
    const routes = buildRoutes([
      { path: '/first', screen: async () => page('First') },
      { path: '/next', screen: () => next },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const history = createMemoryAppHistory(['/first']);
    render(
      <MantineProvider theme={theme}>
        <AppRouter history={history}>
          <AppRoutes routes={routes.flatMap((root) => root.children?.[0].children ?? [])} />
        </AppRouter>
      </MantineProvider>,
    );
    await screen.findByRole('heading', { name: 'First' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => history.push('/next'));
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    // The address has changed: the bar says the page is on its way, and <html> is marked meanwhile.
    expect(screen.getByRole('progressbar', { name: en.common.loading })).toBeInTheDocument();
    expect(document.documentElement.dataset.navigating).toBe('');
    await act(async () => arrive(page('Next')));
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'First' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.documentElement.dataset.navigating).toBeUndefined();
  });

  it('shows a screen whose code is already in (preloaded at start) in the first render, with no fallback before it', async () => {
    const load = loadScreen(
      async () => ({ First: page('First') }),
      (m) => m.First,
    );
    await load();
    const routes = buildRoutes([{ path: '/first', screen: load }]);
    render(
      <MantineProvider theme={theme}>
        <AppRouter history={createMemoryAppHistory(['/first'])}>
          <AppRoutes routes={routes.flatMap((root) => root.children?.[0].children ?? [])} />
        </AppRouter>
      </MantineProvider>,
    );
    // Not awaited: a lazy screen suspends first, and React then holds it back up to 300 ms.
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
  });

  it('shows the error screen inside the layout when a screen fails, and the next page after a navigation', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Fine = page('Fine');
    const history = renderAt(
      withLayout([
        { path: '/boom', element: <Boom /> },
        { path: '/fine', element: <Fine /> },
      ]),
      '/boom',
    );
    expect(await screen.findByRole('heading', { name: en.errors.screen_title })).toBeInTheDocument();
    expect(screen.getByText(en.errors.screen_failed)).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toHaveTextContent('layout');
    await act(async () => history.push('/fine'));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: en.errors.screen_title })).toBeNull();
  });

  it('names a screen chunk that failed to load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const routes = buildRoutes([
      {
        path: '/missing',
        screen: () =>
          Promise.reject(Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError' })),
      },
    ]);
    renderAt(withLayout(routes.flatMap((root) => root.children?.[0].children ?? [])), '/missing');
    expect(await screen.findByText(en.errors.chunk_failed)).toBeInTheDocument();
  });

  it('follows a link on the same history', async () => {
    const Home = () => <Link to="/next">Go</Link>;
    const Next = page('Next');
    const history = renderAt(
      [
        { path: '/', element: <Home /> },
        { path: '/next', element: <Next /> },
      ],
      '/',
    );
    await act(async () => screen.getByRole('link', { name: 'Go' }).click());
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/next');
  });
});
