import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The web project shares one jsdom and the imported libraries between the test files of a worker
// (isolate: false in vitest.config.ts: setting up jsdom and importing React and Mantine per file was
// two thirds of its time, issue 20). What a file could leave behind for the next is reset here:
// the app's own modules are evaluated afresh for every file (their module-level stores, the i18n
// instance, queued batches), and afterAll clears what lives in the shared window and libraries.
// A file that replaces a module with vi.mock runs in the isolated project instead (isolatedWebTests in
// vitest.config.ts).
vi.resetModules();

// findBy…/waitFor give up after 1 s by default: on a busy two-core machine a screen can take longer than
// that to answer, and the test failed for the machine's speed, not the screen (issue 20). They return
// as soon as what they wait for is there, so a long limit costs a passing test nothing.
configure({ asyncUtilTimeout: 60_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  cleanNotifications();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.body.innerHTML = '';
  document.title = '';
  for (const attribute of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(attribute.name);
  }
  window.history.replaceState(null, '', '/');
});

// Mantine needs window.matchMedia and ResizeObserver, which jsdom lacks.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }
  // Combobox options (Select) scroll into view; jsdom has no layout.
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}
