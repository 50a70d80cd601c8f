import { Document, Page, Text, View } from '@react-pdf/renderer';
import { intlLocale, isLanguageCode, type LanguageCode } from '../../../../../common/languages';
import { localizedText } from '../../../../../common/localizedText';
import { formatRate, formatScoreAndShare } from '../../../../../common/results/numbers';
import type { PlanDetail } from '../../../actionPlans/planQueries';
import { pdfColors, pdfStyles } from '../pdfStyles';
import type { ActionPlanWords } from './actionPlanWords';

/** `language`: en, lv, ru or one added at /admin/manage-languages; `words` in it (loadActionPlanWords). */
type Props = { plan: PlanDetail; language: string; words: ActionPlanWords; printedOn: string };

/** Wider than the results cover's labels: "Повторное измерение" needs the room. */
const label = [pdfStyles.coverLabel, { width: 180 }];
const cell = (width: string) => ({ width, paddingRight: 6 });
/** Table rows a size smaller than the page text, so a row of clipped text takes at most two lines. */
const row = [pdfStyles.tableRow, { fontSize: 9 }];
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
/**
 * The page holds this many table rows of two lines, focus items and actions together (checked for the
 * largest plan the API takes in renderActionPlanPdf.unit.test.ts); actions beyond are counted beneath.
 */
const rowsPerPage = 12;
const minActionRows = 2;
const dateLocales: Record<LanguageCode, string> = { en: 'en-GB', lv: 'lv-LV', ru: 'ru-RU' };
/** A due date as a board member reads it in the PDF's language (15/01/2027, 15.01.2027., 15.01.2027). */
const shortDate = (day: string, language: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(
    isLanguageCode(language) ? dateLocales[language] : intlLocale(language),
    { timeZone: 'UTC' },
  );

/** One page for the school board: the focus before → after with the verdict, the actions and progress. */
export function ActionPlanDocument({ plan, language, words: w, printedOn }: Props) {
  const locale = intlLocale(language);
  const { figures } = plan;
  const maxActions = Math.max(minActionRows, rowsPerPage - figures.focus.length);
  const pointText = (
    point: { score: number | null; favourable: number | null; hidden: string | null } | null,
  ) =>
    point === null
      ? '—'
      : point.favourable === null
        ? w.hidden
        : formatScoreAndShare(point.score, point.favourable, locale);
  return (
    <Document title={plan.title} language={language}>
      <Page size="A4" style={pdfStyles.page}>
        <Text style={pdfStyles.muted}>{w.heading}</Text>
        <Text style={[pdfStyles.heading, { marginTop: 4 }]}>{clip(plan.title, 80)}</Text>
        <View style={pdfStyles.coverLine}>
          <Text style={label}>{w.school}</Text>
          <Text>{plan.school.name}</Text>
        </View>
        <View style={pdfStyles.coverLine}>
          <Text style={label}>{w.period}</Text>
          <Text>{plan.period.name}</Text>
        </View>
        <View style={pdfStyles.coverLine}>
          <Text style={label}>{w.remeasured}</Text>
          <Text>{figures.after?.name ?? w.not_yet}</Text>
        </View>
        {plan.description ? <Text style={{ marginTop: 6 }}>{clip(plan.description, 360)}</Text> : null}

        <Text style={pdfStyles.subheading}>{w.focus}</Text>
        <View style={pdfStyles.table}>
          <View style={[...row, pdfStyles.tableHead]}>
            <Text style={cell('34%')}>{w.item}</Text>
            <Text style={cell('14%')}>{w.before}</Text>
            <Text style={cell('9%')}>{w.goal}</Text>
            <Text style={cell('14%')}>{w.after}</Text>
            <Text style={cell('29%')}>{w.verdict}</Text>
          </View>
          {figures.focus.map((item) => (
            <View key={`${item.kind}:${item.ref}`} style={row} wrap={false}>
              <Text style={cell('34%')}>{clip(localizedText(item.name, language), 64)}</Text>
              <Text style={cell('14%')}>{pointText(item.before)}</Text>
              <Text style={cell('9%')}>{item.goal === null ? '—' : formatRate(item.goal, locale)}</Text>
              <Text style={cell('14%')}>{pointText(item.after)}</Text>
              <Text style={cell('29%')}>{item.verdict ? w.verdicts[item.verdict] : '—'}</Text>
            </View>
          ))}
        </View>
        <Text style={pdfStyles.hidden}>{w.favourable}</Text>

        <Text style={pdfStyles.subheading}>
          {w.actions} · {w.progress}: {plan.progress.done} / {plan.progress.total}
          {plan.progress.overdue > 0 ? ` · ${w.overdue}: ${plan.progress.overdue}` : ''}
        </Text>
        {plan.actions.length === 0 ? <Text style={pdfStyles.muted}>{w.no_actions}</Text> : null}
        {plan.actions.length > 0 ? (
          <View style={pdfStyles.table}>
            <View style={[...row, pdfStyles.tableHead]}>
              <Text style={cell('46%')}>{w.action}</Text>
              <Text style={cell('22%')}>{w.owner}</Text>
              <Text style={cell('14%')}>{w.due}</Text>
              <Text style={cell('18%')}>{w.status}</Text>
            </View>
            {plan.actions.slice(0, maxActions).map((action) => (
              <View key={action.id} style={row} wrap={false}>
                <Text style={cell('46%')}>{clip(action.title, 90)}</Text>
                <Text style={cell('22%')}>{action.owner ? clip(action.owner.name, 40) : '—'}</Text>
                <Text style={[cell('14%'), action.overdue ? { color: pdfColors.benchmark } : {}]}>
                  {action.due_on ? shortDate(action.due_on, language) : '—'}
                </Text>
                <Text style={cell('18%')}>{w.statuses[action.status]}</Text>
              </View>
            ))}
          </View>
        ) : null}
        {plan.actions.length > maxActions ? (
          <Text style={[pdfStyles.muted, { marginTop: 4 }]}>
            {w.moreActions(plan.actions.length - maxActions)}
          </Text>
        ) : null}
        <Text style={pdfStyles.footer} fixed>
          {plan.school.name} · {w.printed} {shortDate(printedOn, language)}
        </Text>
      </Page>
    </Document>
  );
}
