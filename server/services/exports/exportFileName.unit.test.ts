import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../files/serveFile';
import { exportFileName } from './exportFileName';

const info = (organization_name: string, survey_name: string, period: string | null) => ({
  period: period === null ? null : { id: 4, name: period, status: 'closed' as const },
  survey_info: {
    organization_name,
    survey_name,
    dates: { start: '2026-09-01', end: '2026-10-15', yearStart: 2026, yearEnd: 2027 },
  } as Parameters<typeof exportFileName>[1]['survey_info'],
});

describe('exportFileName', () => {
  it('names the file after school, survey and period in safe characters', () => {
    expect(exportFileName('pdf', info('Demo Basic School', 'Student survey', 'Autumn 2026'))).toBe(
      'Demo-Basic-School_Student-survey_Autumn-2026.pdf',
    );
    expect(exportFileName('xlsx', info('A/B: "School" <1>', 'Survey?*', 'Term\\2'))).toBe(
      'A-B-School-1_Survey_Term-2.xlsx',
    );
    expect(exportFileName('pdf', info('Demo School', 'Student survey', 'Autumn 2026'), 'board')).toBe(
      'Demo-School_Student-survey_Autumn-2026_board.pdf',
    );
  });

  it('keeps Latvian and Russian letters, with an ASCII fallback in the header', () => {
    const lv = exportFileName('pdf', info('Rīgas Ķengaraga skola', 'Skolēnu aptauja', 'Rudens 2026'));
    expect(lv).toBe('Rīgas-Ķengaraga-skola_Skolēnu-aptauja_Rudens-2026.pdf');
    expect(contentDisposition('attachment', lv)).toBe(
      `attachment; filename="Rigas-Kengaraga-skola_Skolenu-aptauja_Rudens-2026.pdf"; filename*=UTF-8''${encodeURIComponent(lv)}`,
    );
    const ru = exportFileName('pdf', info('Школа №5', 'Опрос учеников', 'Осень 2026'));
    expect(ru).toBe('Школа-5_Опрос-учеников_Осень-2026.pdf');
  });

  it('names results without a period by their dates', () => {
    expect(exportFileName('pdf', info('School', 'Survey', null))).toBe(
      'School_Survey_2026-09-01-2026-10-15.pdf',
    );
  });
});
