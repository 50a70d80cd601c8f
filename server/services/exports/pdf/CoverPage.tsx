import { Page, Text, View } from '@react-pdf/renderer';
import type { ReportData } from '../reportData';
import type { ReportFilter } from '../reportFilters';
import { type ReportWords, reportWords } from '../reportWords';
import { formatDate } from './pdfFormat';
import { pdfStyles } from './pdfStyles';

/** "Class: 7.a, 7.b; Grade: 8; Which grade are you in?: 9": each active filter with its values' names. */
function filterLine(filters: ReportFilter[], words: ReportWords): string | null {
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

export function CoverPage({ data }: { data: ReportData }) {
  const { info } = data.summary;
  const words = reportWords(data.language);
  const dates = info.survey_info.dates;
  const lines: [string, string][] = [
    [words.survey, info.survey_info.survey_name],
    [words.organization, info.survey_info.organization_name],
    [words.period, info.period?.name ?? ''],
    [words.dates, `${formatDate(dates.start, data.language)} – ${formatDate(dates.end, data.language)}`],
    [words.filters, filterLine(data.filters, words) ?? words.noFilters],
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
