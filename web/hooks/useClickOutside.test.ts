import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickOutsideDelayMs, useClickOutside } from './useClickOutside';

let panel: HTMLDivElement;
let inside: HTMLButtonElement;
let outside: HTMLDivElement;
let openerIcon: HTMLSpanElement;
const onOutside = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  onOutside.mockReset();
  document.body.innerHTML = `
    <div id="panel"><button id="inside">Inside</button></div>
    <div id="outside">Outside</div>
    <button class="open-modal-btn"><span id="opener-icon">+</span></button>`;
  panel = document.getElementById('panel') as HTMLDivElement;
  inside = document.getElementById('inside') as HTMLButtonElement;
  outside = document.getElementById('outside') as HTMLDivElement;
  openerIcon = document.getElementById('opener-icon') as HTMLSpanElement;
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function renderActive(active = true) {
  const ref = { current: panel };
  return renderHook(({ on }: { on: boolean }) => useClickOutside(ref, onOutside, on), {
    initialProps: { on: active },
  });
}

describe('useClickOutside', () => {
  it('ignores clicks in the first 100 ms', () => {
    expect(clickOutsideDelayMs).toBe(100);
    renderActive();
    vi.advanceTimersByTime(99);
    outside.click();
    expect(onOutside).not.toHaveBeenCalled();
  });

  it('calls the handler for a click outside after 100 ms', () => {
    renderActive();
    vi.advanceTimersByTime(100);
    outside.click();
    expect(onOutside).toHaveBeenCalledTimes(1);
    document.body.click();
    expect(onOutside).toHaveBeenCalledTimes(2);
  });

  it('does not call the handler for a click inside the element or on the element itself', () => {
    renderActive();
    vi.advanceTimersByTime(100);
    inside.click();
    panel.click();
    expect(onOutside).not.toHaveBeenCalled();
  });

  it('ignores clicks on an element inside .open-modal-btn and on the button itself', () => {
    renderActive();
    vi.advanceTimersByTime(100);
    openerIcon.click();
    (openerIcon.parentElement as HTMLElement).click();
    expect(onOutside).not.toHaveBeenCalled();
  });

  it('does nothing while inactive', () => {
    renderActive(false);
    vi.advanceTimersByTime(500);
    outside.click();
    expect(onOutside).not.toHaveBeenCalled();
  });

  it('starts listening 100 ms after becoming active', () => {
    const { rerender } = renderActive(false);
    rerender({ on: true });
    vi.advanceTimersByTime(50);
    outside.click();
    expect(onOutside).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    outside.click();
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  it('stops listening after unmount, also when unmounted before 100 ms', () => {
    const early = renderActive();
    early.unmount();
    vi.advanceTimersByTime(200);
    outside.click();
    const late = renderActive();
    vi.advanceTimersByTime(100);
    late.unmount();
    outside.click();
    expect(onOutside).not.toHaveBeenCalled();
  });
});
