import { localizedText } from '../../../common/localizedText';
import type { SchoolsView, SchoolsViewRow } from '../../../common/results/schoolsView';
import { fileNameOf } from './exportFileName';
import { type ReportWords, reportWords } from './reportWords';

/** A theme's (or, with 'overall', the overall score's) change since the school's previous term; null when either side is hidden. */
export function changeOf(row: SchoolsViewRow, themeId: string | 'overall'): number | null {
  const pick = (figures: SchoolsViewRow['current'] | null) =>
    figures ? (themeId === 'overall' ? figures.overall : (figures.scores[themeId] ?? null)) : null;
  const now = pick(row.current);
  const before = pick(row.previous);
  return now === null || before === null ? null : Math.round((now - before) * 10) / 10;
}

/** "2026/27, autumn term": the span the view shows. */
export function spanLabel(view: SchoolsView, words: ReportWords): string {
  const year = `${view.school_year}/${String((view.school_year + 1) % 100).padStart(2, '0')}`;
  if (view.term === null) return year;
  return `${year}, ${view.term === 'autumn' ? words.termAutumn : words.termSpring}`;
}

/** e.g. Skolas-līdzās_Skolēnu-labbūtība_2026-27-rudens-semestris.xlsx, in the reader's language. */
export function schoolsViewFileName(view: SchoolsView, format: 'xlsx' | 'pdf', language: string): string {
  const words = reportWords(language);
  return fileNameOf(
    [words.schoolsTitle, localizedText(view.survey.name, language), spanLabel(view, words)],
    format,
    'schools',
  );
}
