import { Alert, Anchor, Button, Stack, Table, Text, TextInput } from '@mantine/core';
import { localizedText } from '../../../common/localizedText';
import {
  daysBetween,
  endOfDayIso,
  formatDateRange,
  startOfDayIso,
} from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import type { SchoolClass } from '../../queries/classes';
import type { SchoolGroup } from '../../queries/groups';
import { useSurveyLanguageNamer } from '../../queries/surveyLanguages';
import type { SurveySummary } from '../../queries/surveyList';
import { audienceSummary } from './audienceText';
import { stepForError, type WizardPatch, type WizardState, type WizardStep } from './wizardState';

type Props = {
  survey: SurveySummary;
  state: WizardState;
  classes: SchoolClass[];
  groups: SchoolGroup[];
  /** The server's refusal, one line per field, when creating failed. */
  errorLines: string[];
  onChange: (patch: WizardPatch) => void;
  onGoTo: (step: WizardStep) => void;
};

/** Step 6: everything chosen, each with a way back to change it, and the period's name. */
export function WizardReviewStep({ survey, state, classes, groups, errorLines, onChange, onGoTo }: Props) {
  const { t, i18n } = useTranslation();
  const nameOf = useSurveyLanguageNamer(state.languages);
  const audience = {
    classIds: state.classIds,
    grades: state.grades,
    groupIds: state.groupIds,
    teachers: state.teachers,
    parents: state.parents,
    publicLink: state.publicLink,
  };
  const rows: [WizardStep, string][] = [
    ['survey', localizedText(survey.title, i18n.language)],
    ['audience', audienceSummary(t, audience, survey.audience, classes, groups)],
    [
      'dates',
      `${formatDateRange(startOfDayIso(state.startDate), endOfDayIso(state.endDate), i18n.language)} · ${t(
        'survey_wizard.dates.duration',
        { count: daysBetween(state.startDate, state.endDate) },
      )}`,
    ],
    [
      'privacy',
      `${t(`survey_wizard.privacy.${state.anonymous ? 'anonymous' : 'identified'}.title`)} · ${t(
        `survey_wizard.results_detail.${state.resultsDetail}.title`,
      )}`,
    ],
    ['languages', state.languages.map(nameOf).join(', ')],
  ];
  const fixStep = errorLines.map(stepForError).find((step) => step !== null) ?? null;
  return (
    <Stack>
      {errorLines.length > 0 && (
        <Alert color="red" role="alert" title={t('survey_wizard.review.failed')}>
          <Stack gap={4}>
            {errorLines.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
            {fixStep && (
              <Button variant="white" color="red" size="xs" w="fit-content" onClick={() => onGoTo(fixStep)}>
                {t('survey_wizard.review.fix', { step: t(`survey_wizard.steps.${fixStep}`) })}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <TextInput
        label={t('survey_wizard.review.name')}
        description={t('survey_wizard.review.name_hint')}
        value={state.name ?? ''}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        error={(state.name ?? '').trim() ? undefined : t('survey_wizard.review.name_required')}
        maxLength={200}
        required
      />
      <Table verticalSpacing="sm" variant="vertical" withTableBorder>
        <Table.Tbody>
          {rows.map(([step, value]) => (
            <Table.Tr key={step}>
              <Table.Th w={180}>{t(`survey_wizard.steps.${step}`)}</Table.Th>
              <Table.Td>{value}</Table.Td>
              <Table.Td w={90} ta="right">
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => onGoTo(step)}
                  aria-label={t('survey_wizard.review.change_label', {
                    step: t(`survey_wizard.steps.${step}`),
                  })}
                >
                  {t('common.edit')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {t('survey_wizard.review.what_next')}
      </Text>
    </Stack>
  );
}
