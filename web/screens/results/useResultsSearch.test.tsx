import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useResultsSearch } from './useResultsSearch';

describe('useResultsSearch', () => {
  it('keeps a benchmark chosen a moment before a filter, before the choice has rendered', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/v2/school/teacher/results/4']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ search: useResultsSearch(), location: useLocation() }), {
      wrapper,
    });
    act(() => {
      result.current.search.setBenchmarkId(7);
      result.current.search.setFilters({ class: [11] });
    });
    const params = new URLSearchParams(result.current.location.search);
    expect(params.get('benchmarkId')).toBe('7');
    expect(JSON.parse(params.get('filters') ?? '{}')).toEqual({ class: [11] });
    expect(result.current.location.pathname).toBe('/v2/school/teacher/results/4');
  });
});
