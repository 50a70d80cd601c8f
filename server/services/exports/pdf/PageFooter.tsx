import { Text } from '@react-pdf/renderer';
import type { ReportData } from '../reportData';
import { reportWords } from '../reportWords';
import { pdfStyles } from './pdfStyles';

export function PageFooter({ data }: { data: ReportData }) {
  const words = reportWords(data.language);
  return (
    <Text
      style={pdfStyles.footer}
      fixed
      render={({ pageNumber, totalPages }) =>
        `${data.summary.info.survey_info.survey_name} · ${words.page} ${pageNumber} / ${totalPages}`
      }
    />
  );
}
