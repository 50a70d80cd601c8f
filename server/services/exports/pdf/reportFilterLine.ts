import type { ReportFilter } from '../reportFilters';
import type { ReportWords } from '../reportWords';

/** "Class: 7.a, 7.b; Grade: 8; Which grade are you in?: 9": each active filter with its values' names. */
export function filterLine(filters: ReportFilter[], words: ReportWords): string | null {
  const kindNames: Record<ReportFilter['kind'], string> = {
    class: words.className,
    grade: words.grade,
    group: words.group,
    teacher: words.teacher,
    question: words.question,
  };
  const parts = filters.map(
    (filter) => `${filter.name ?? kindNames[filter.kind]}: ${filter.values.join(', ')}`,
  );
  return parts.length ? parts.join('; ') : null;
}
