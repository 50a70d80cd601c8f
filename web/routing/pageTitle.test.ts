import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPageTitle, useDocumentTitle } from './pageTitle';

describe('formatPageTitle', () => {
  it('adds the brand suffix to a title', () => {
    expect(formatPageTitle('Results')).toBe('Results | Balss');
  });

  it('trims the title before adding the suffix', () => {
    expect(formatPageTitle('  Survey builder ')).toBe('Survey builder | Balss');
  });

  it.each([[''], [undefined], [null], ['  '], ['\t\n']])('falls back to the product name for %j', (title) => {
    expect(formatPageTitle(title)).toBe('Balss');
  });
});

describe('useDocumentTitle', () => {
  it('sets the document title and follows changes', () => {
    const { rerender } = renderHook(({ title }: { title?: string }) => useDocumentTitle(title), {
      initialProps: { title: 'Results' } as { title?: string },
    });
    expect(document.title).toBe('Results | Balss');
    rerender({ title: undefined });
    expect(document.title).toBe('Balss');
  });
});
