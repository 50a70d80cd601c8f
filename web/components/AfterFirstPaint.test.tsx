import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/renderScreen';
import { AfterFirstPaint } from './AfterFirstPaint';

afterEach(() => {
  vi.useRealTimers();
});

describe('AfterFirstPaint', () => {
  it('shows a loader in the first frame and its children only after that frame', async () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    renderScreen(
      <>
        <h1>Header</h1>
        <AfterFirstPaint>
          <p>Charts</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Header' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('Charts')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersToNextFrame());
    // The frame is painted with the loader; the children follow in the next task.
    expect(screen.queryByText('Charts')).not.toBeInTheDocument();
    await act(async () => vi.runOnlyPendingTimers());
    expect(screen.getByText('Charts')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading…')).not.toBeInTheDocument();
  });
});
