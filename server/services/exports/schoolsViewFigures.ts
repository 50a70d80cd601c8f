import type { SchoolsView, SchoolsViewRow } from '../../../common/results/schoolsView';
import type { ReportWords } from './reportWords';

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

/** ASCII, safe in any Content-Disposition: schools-<survey id>-2026-autumn.xlsx. */
export function schoolsViewFileName(view: SchoolsView, format: 'xlsx' | 'pdf'): string {
  return `schools-${view.survey.id}-${view.school_year}${view.term ? `-${view.term}` : ''}.${format}`;
}
