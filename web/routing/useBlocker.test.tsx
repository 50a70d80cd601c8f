import { act, render, screen } from '@testing-library/react';
import { unstable_HistoryRouter as HistoryRouter, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAppHistory } from './appHistory';
import { type Blocker, useBlocker } from './useBlocker';

let blocker: Blocker = { state: 'unblocked' };

function Guarded({ unsaved }: { unsaved: boolean }) {
  blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  return <p>editor {blocker.state}</p>;
}

function renderGuarded(unsaved: boolean) {
  const history = createMemoryAppHistory(['/list', '/edit']);
  const view = render(
    <HistoryRouter history={history}>
      <Routes>
        <Route path="/edit" element={<Guarded unsaved={unsaved} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </HistoryRouter>,
  );
  return { history, view };
}

describe('useBlocker', () => {
  it('holds a navigation away while the page says so, until proceed', async () => {
    const { history } = renderGuarded(true);
    await act(async () => history.push('/list?page=2'));
    expect(screen.getByText('editor blocked')).toBeInTheDocument();
    expect(blocker.location?.pathname).toBe('/list');
    await act(async () => blocker.proceed?.());
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
    expect(history.location.search).toBe('?page=2');
  });

  it('stays on reset, including after a back button', async () => {
    const { history } = renderGuarded(true);
    await act(async () => history.go(-1));
    expect(screen.getByText('editor blocked')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/edit');
    await act(async () => blocker.reset?.());
    expect(screen.getByText('editor unblocked')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/edit');
  });

  it('lets navigation pass when the page has nothing to keep', async () => {
    const { history } = renderGuarded(false);
    await act(async () => history.push('/list'));
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  it("names what is missing under a router that is not on the app's history", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <MemoryRouter initialEntries={['/edit']}>
          <Routes>
            <Route path="/edit" element={<Guarded unsaved />} />
          </Routes>
        </MemoryRouter>,
      ),
    ).toThrow(/app history/);
    vi.restoreAllMocks();
  });
});
