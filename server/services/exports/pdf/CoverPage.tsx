import { Page, Text, View } from '@react-pdf/renderer';
import type { ActiveFilters } from '../../../../common/results/types';
import type { ReportData } from '../reportData';
import { type ReportWords, reportWords } from '../reportWords';
import { formatDate } from './pdfFormat';
import { pdfStyles } from './pdfStyles';

/** Which kinds of filter narrow the report, and how many values of each (names would need more loads). */
function filterLine(filters: ActiveFilters, words: ReportWords): string | null {
  const names: Record<keyof ActiveFilters, string> = {
    class: words.className,
    grade: words.grade,
    group: words.group,
    teacher: words.teacher,
    question: words.question,
  };
  const parts = (Object.keys(names) as (keyof ActiveFilters)[])
    .map((key) => {
      const values = filters[key];
      return [names[key], Array.isArray(values) ? values.length : Object.keys(values ?? {}).length] as const;
    })
    .filter(([, count]) => count > 0)
    .map(([name, count]) => `${name} (${count})`);
  return parts.length ? parts.join(', ') : null;
}

export function CoverPage({ data }: { data: ReportData }) {
  const { info } = data.summary;
  const words = reportWords(data.language);
  const dates = info.survey_info.dates;
  const lines: [string, string][] = [
    [words.survey, info.survey_info.survey_name],
    [words.organization, info.survey_info.organization_name],
    [words.period, info.period?.name ?? ''],
    [words.dates, `${formatDate(dates.start, data.language)} – ${formatDate(dates.end, data.language)}`],
    [words.filters, filterLine(info.filters, words) ?? words.noFilters],
    [words.generated, formatDate(data.generatedAt, data.language)],
  ];
  return (
    <Page size="A4" style={pdfStyles.page}>
      <Text style={pdfStyles.coverTitle}>{words.reportTitle}</Text>
      {lines
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <View key={label} style={pdfStyles.coverLine}>
            <Text style={pdfStyles.coverLabel}>{label}</Text>
            <Text style={{ flex: 1 }}>{value}</Text>
          </View>
        ))}
    </Page>
  );
}
