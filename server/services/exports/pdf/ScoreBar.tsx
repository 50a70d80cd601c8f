import { Text, View } from '@react-pdf/renderer';
import type { SurveyLanguage } from '../../../../common/languages';
import { formatScore } from '../../../../common/results/numbers';
import { pdfColors, pdfStyles } from './pdfStyles';

/**
 * A 0..100 score as a bar, with the benchmark as a thin orange mark and its value beside the score
 * (`benchmark` undefined: none chosen, no column; null: chosen, without a figure for this one).
 */
export function ScoreBar(props: {
  label: string;
  score: number | null;
  benchmark?: number | null;
  language: SurveyLanguage;
}) {
  const { label, score, benchmark, language } = props;
  return (
    <View style={pdfStyles.row} wrap={false}>
      <Text style={pdfStyles.rowLabel}>{label}</Text>
      <View style={{ flexGrow: 1, height: 10, backgroundColor: pdfColors.empty, position: 'relative' }}>
        {score !== null ? (
          <View style={{ width: `${score}%`, height: 10, backgroundColor: pdfColors.accent }} />
        ) : null}
        {benchmark != null ? (
          <View
            style={{
              position: 'absolute',
              left: `${benchmark}%`,
              top: -2,
              width: 2,
              height: 14,
              backgroundColor: pdfColors.benchmark,
            }}
          />
        ) : null}
      </View>
      <Text style={pdfStyles.rowValue}>{formatScore(score, language)}</Text>
      {benchmark !== undefined ? (
        <Text style={[pdfStyles.rowValue, { width: 44, color: pdfColors.benchmarkText, fontSize: 9 }]}>
          {formatScore(benchmark, language)}
        </Text>
      ) : null}
    </View>
  );
}
