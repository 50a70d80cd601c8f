import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import { formatDate, formatDateRange } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import type { Period } from '../../queries/periods';
import { surveyPaths } from '../../routing/surveyPaths';

/** Which survey and version a period runs, in which languages, and when. */
export function PeriodFacts({ period }: { period: Period }) {
  const { t, i18n } = useTranslation();
  const languages = period.languages.map((code) => code.toUpperCase()).join(', ');
  return (
    <>
      <Text c="dimmed">
        <Anchor component={Link} to={surveyPaths.builder(period.survey.uuid)} inherit>
          {localizedText(period.survey.title, i18n.language)}
        </Anchor>{' '}
        · {t('survey_periods.detail.version', { version: period.version })} · {languages}
      </Text>
      <Text c="dimmed">
        {formatDateRange(period.starts_at, period.ends_at, i18n.language)}
        {period.closed_at &&
          ` · ${t('survey_periods.detail.closed_early', { date: formatDate(period.closed_at, i18n.language) })}`}
      </Text>
    </>
  );
}
