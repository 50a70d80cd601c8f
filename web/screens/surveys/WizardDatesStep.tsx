import { Alert, Group, Stack, Text } from '@mantine/core';
import { DateField } from '../../components/periods/DateField';
import { daysBetween, toDateInput } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { datesProblem, type WizardPatch, type WizardState } from './wizardState';

type Props = { state: WizardState; onChange: (patch: WizardPatch) => void };

/** Step 3: from the first to the last day the survey can be answered (today → two weeks by default). */
export function WizardDatesStep({ state, onChange }: Props) {
  const { t } = useTranslation();
  const problem = datesProblem(state);
  const today = toDateInput(new Date());
  return (
    <Stack>
      <Text>{t('survey_wizard.dates.intro')}</Text>
      <Group align="flex-start">
        <DateField
          label={t('survey_wizard.dates.start')}
          description={t('survey_wizard.dates.start_hint')}
          value={state.startDate}
          onChange={(startDate) => onChange({ startDate })}
          required
        />
        <DateField
          label={t('survey_wizard.dates.end')}
          description={t('survey_wizard.dates.end_hint')}
          value={state.endDate}
          min={state.startDate > today ? state.startDate : today}
          onChange={(endDate) => onChange({ endDate })}
          required
        />
      </Group>
      {problem ? (
        <Alert color="red" role="alert">
          {t(`survey_wizard.dates.${problem}`)}
        </Alert>
      ) : (
        <Text c="dimmed" aria-live="polite">
          {t('survey_wizard.dates.duration', { count: daysBetween(state.startDate, state.endDate) })}
        </Text>
      )}
    </Stack>
  );
}
