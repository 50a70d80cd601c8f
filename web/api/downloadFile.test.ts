import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, fileNameFrom } from './downloadFile';

afterEach(() => vi.unstubAllGlobals());

describe('downloads', () => {
  it('reads the name the server gives, its UTF-8 form first', () => {
    expect(
      fileNameFrom(
        `attachment; filename="Rigas-skola_Ricibas-plans.pdf"; filename*=UTF-8''${encodeURIComponent('Rīgas-skola_Rīcības-plāns.pdf')}`,
      ),
    ).toBe('Rīgas-skola_Rīcības-plāns.pdf');
    expect(fileNameFrom('attachment; filename="events-2026-12-01-2026-12-07.csv"')).toBe(
      'events-2026-12-01-2026-12-07.csv',
    );
    expect(fileNameFrom('attachment; filename="x.pdf"; filename*=UTF-8\'\'%E0%A4%A')).toBe('x.pdf');
    expect(fileNameFrom(null)).toBeNull();
    expect(fileNameFrom('attachment')).toBeNull();
  });

  it('saves a file under the server’s name, or the one asked for when the server gives none', async () => {
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    const named = `attachment; filename="Skolas-lidzas.xlsx"; filename*=UTF-8''${encodeURIComponent('Skolas-līdzās.xlsx')}`;
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response('x', { headers: { 'content-disposition': named } }))
        .mockResolvedValueOnce(new Response('x')),
    );
    await downloadFile('results/v2/schools-view/file/xlsx', 'schools.xlsx');
    await downloadFile('events/export', 'events.csv');
    expect(saved).toEqual(['Skolas-līdzās.xlsx', 'events.csv']);
    click.mockRestore();
  });
});
