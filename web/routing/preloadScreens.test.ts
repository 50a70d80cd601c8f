import { describe, expect, it, vi } from 'vitest';
import { preloadScreens } from './preloadScreens';
import type { AppRoute } from './routeTypes';

const screen = () => vi.fn(async () => () => null);

describe('preloadScreens', () => {
  it('starts loading only the screens the address opens, found by path, alias or child', () => {
    const list = screen();
    const dashboard = screen();
    const parent = screen();
    const child = screen();
    const table: AppRoute[] = [
      { path: '/school/results', screen: list },
      { path: '/v2/school/teacher/results/:id', aliases: ['/v2/school/results/:id'], screen: dashboard },
      { path: '/admin', screen: parent, children: [{ path: 'schools', screen: child }] },
    ];
    preloadScreens(table, '/v2/school/results/4');
    expect(dashboard).toHaveBeenCalledOnce();
    expect(list).not.toHaveBeenCalled();
    preloadScreens(table, '/admin/schools');
    expect(parent).toHaveBeenCalledOnce();
    expect(child).toHaveBeenCalledOnce();
  });

  it('leaves a failed load to the route, which shows its error', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk gone')));
    expect(() => preloadScreens([{ path: '/x', screen: failing }], '/x')).not.toThrow();
    await Promise.resolve();
    expect(failing).toHaveBeenCalledOnce();
  });
});
