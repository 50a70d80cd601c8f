import { Document, Page, Text, View } from '@react-pdf/renderer';
import { intlLocale } from '../../../../../common/languages';
import { localizedText } from '../../../../../common/localizedText';
import type { SchoolsView, SchoolsViewRow } from '../../../../../common/results/schoolsView';
import { bandFor } from '../../../../../common/results/scoreBands';
import { hiddenReasonText, type ReportWords } from '../../reportWords';
import { changeOf, spanLabel } from '../../schoolsViewFigures';
import { pdfColors, pdfStyles } from '../pdfStyles';

type Props = { view: SchoolsView; language: string; words: ReportWords; printedOn: string };

/** Rows one landscape page holds; the schools beyond are counted beneath (the Excel file has them all). */
export const schoolsPerPage = 18;

const nameWidth = 150;
const numberWidth = 70;
const row = [pdfStyles.tableRow, { fontSize: 8, paddingVertical: 2, alignItems: 'center' as const }];
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function ScoreCell({
  score,
  change,
  width,
  locale,
}: {
  score: number | null | undefined;
  change?: number | null;
  width: number;
  locale: string;
}) {
  const shown = score !== null && score !== undefined;
  const sign = change !== null && change !== undefined && change > 0 ? '+' : '';
  return (
    <View
      style={{
        width,
        paddingVertical: 2,
        backgroundColor: shown ? bandFor(score).colour : pdfColors.empty,
        textAlign: 'center',
      }}
    >
      <Text>{shown ? Math.round(score).toLocaleString(locale) : '—'}</Text>
      {change !== null && change !== undefined && (
        <Text
          style={{ fontSize: 6.5, color: pdfColors.ink }}
        >{`${sign}${change.toLocaleString(locale)}`}</Text>
      )}
    </View>
  );
}

function SchoolLine({
  school,
  view,
  width,
  language,
  locale,
}: {
  school: SchoolsViewRow;
  view: SchoolsView;
  width: number;
  language: string;
  locale: string;
}) {
  const { current } = school;
  return (
    <View style={row} wrap={false}>
      <View style={{ width: nameWidth, paddingRight: 4 }}>
        <Text>{clip(school.name, 40)}</Text>
        <Text style={{ fontSize: 6.5, color: pdfColors.muted }}>{clip(current.periodName, 40)}</Text>
      </View>
      <Text style={{ width: numberWidth, textAlign: 'right', paddingRight: 6 }}>
        {current.respondents === null ? '—' : current.respondents.toLocaleString(locale)}
        {current.responseRate === null ? '' : ` (${current.responseRate}%)`}
      </Text>
      {current.hidden ? (
        <Text style={{ flexGrow: 1, color: pdfColors.muted, fontSize: 7 }}>
          {hiddenReasonText(language, current.hidden)}
        </Text>
      ) : (
        <>
          <ScoreCell
            score={current.overall}
            change={changeOf(school, 'overall')}
            width={width}
            locale={locale}
          />
          {view.themes.map((theme) => (
            <ScoreCell
              key={theme.id}
              score={current.scores[theme.id]}
              change={changeOf(school, theme.id)}
              width={width}
              locale={locale}
            />
          ))}
        </>
      )}
    </View>
  );
}

/** One landscape page: the schools × themes table coloured as the heat map is, the benchmark row, a key. */
export function SchoolsViewDocument({ view, language, words: w, printedOn }: Props) {
  const locale = intlLocale(language);
  const survey = localizedText(view.survey.name, language);
  const width = Math.floor((842 - 80 - nameWidth - numberWidth) / (view.themes.length + 1));
  const listed = view.schools.slice(0, schoolsPerPage);
  const more = view.schools.length - listed.length;
  return (
    <Document title={`${w.schoolsTitle}: ${survey}`} language={language}>
      <Page size="A4" orientation="landscape" style={[pdfStyles.page, { padding: 40 }]}>
        <Text style={pdfStyles.muted}>{w.schoolsTitle}</Text>
        <Text style={[pdfStyles.heading, { marginTop: 4, marginBottom: 4 }]}>{clip(survey, 90)}</Text>
        <Text
          style={{ marginBottom: 10 }}
        >{`${w.schoolYear}: ${spanLabel(view, w)} · ${w.generated}: ${printedOn}`}</Text>
        <View style={pdfStyles.table}>
          <View style={[...row, pdfStyles.tableHead]} fixed>
            <Text style={{ width: nameWidth }}>{w.organization}</Text>
            <Text style={{ width: numberWidth, textAlign: 'right', paddingRight: 6 }}>{w.respondents}</Text>
            <Text style={{ width, textAlign: 'center' }}>{w.compoundScore}</Text>
            {view.themes.map((theme) => (
              <Text key={theme.id} style={{ width, textAlign: 'center', paddingHorizontal: 2 }}>
                {clip(localizedText(theme.name, language), 28)}
              </Text>
            ))}
          </View>
          {listed.map((school) => (
            <SchoolLine
              key={school.id}
              school={school}
              view={view}
              width={width}
              language={language}
              locale={locale}
            />
          ))}
          {view.benchmark && (
            <View style={[...row, { borderTopWidth: 1.5, borderColor: pdfColors.ink }]}>
              <View style={{ width: nameWidth + numberWidth + width, paddingRight: 4 }}>
                <Text
                  style={{ fontWeight: 'bold' }}
                >{`${w.benchmark}: ${clip(localizedText(view.benchmark.name, language), 40)}`}</Text>
                <Text
                  style={{ fontSize: 6.5, color: pdfColors.muted }}
                >{`${view.benchmark.schoolCount} ${w.otherSchools}`}</Text>
              </View>
              {view.themes.map((theme) => (
                <ScoreCell
                  key={theme.id}
                  score={view.benchmark?.scores[theme.id]}
                  width={width}
                  locale={locale}
                />
              ))}
            </View>
          )}
        </View>
        {!view.benchmark && <Text style={{ marginTop: 6 }}>{w.noBenchmark}</Text>}
        {more > 0 && (
          <Text style={{ marginTop: 6 }}>
            {w.moreSchools.replace('{{count}}', more.toLocaleString(locale))}
          </Text>
        )}
        <Text style={[pdfStyles.muted, { marginTop: 10, fontSize: 8 }]}>{w.schoolsHelp}</Text>
      </Page>
    </Document>
  );
}
