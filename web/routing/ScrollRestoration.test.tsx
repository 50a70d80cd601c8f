import { act, render } from '@testing-library/react';
import { unstable_HistoryRouter as HistoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAppHistory } from './appHistory';
import { ScrollRestoration } from './ScrollRestoration';

let scrollY = 0;
const scrollTo = vi.fn();
const scrollIntoView = vi.fn();
const ownScrollIntoView = Element.prototype.scrollIntoView;

beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.stubGlobal('scrollTo', scrollTo);
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  scrollTo.mockReset();
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = ownScrollIntoView;
});

function renderAt(entry: string) {
  const history = createMemoryAppHistory([entry]);
  render(
    <HistoryRouter history={history}>
      <ScrollRestoration />
      <Routes>
        <Route path="*" element={<p id="part">page</p>} />
      </Routes>
    </HistoryRouter>,
  );
  return history;
}

const lastScroll = () => scrollTo.mock.lastCall;

describe('ScrollRestoration', () => {
  it('starts a new page at the top and returns to where a page was on back and forward', async () => {
    const history = renderAt('/list');
    scrollY = 500;
    await act(async () => history.push('/detail'));
    expect(lastScroll()).toEqual([0, 0]);
    scrollY = 40;
    await act(async () => history.go(-1));
    expect(lastScroll()).toEqual([0, 500]);
    await act(async () => history.go(1));
    expect(lastScroll()).toEqual([0, 40]);
  });

  it('scrolls a new page to its #hash', async () => {
    const history = renderAt('/list');
    scrollTo.mockReset();
    await act(async () => history.push('/detail#part'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the position for a reload of the tab, and lets the browser scroll again on leaving', () => {
    const history = renderAt('/list');
    expect(window.history.scrollRestoration).toBe('manual');
    scrollY = 320;
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStorage.getItem('react-router-scroll-positions') ?? '{}');
    expect(stored).toEqual({ [history.location.key]: 320 });
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
