import { Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import { formatSchoolDate } from '../../../common/schoolDates';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type SelfAssessmentResults,
  useSelfAssessment,
  useSelfAssessmentResults,
} from '../../queries/selfAssessments';
import { PrivateLinkActions } from './PrivateLinkActions';
import { QuestionAnswers } from './QuestionAnswers';
import { ScoreBars } from './ScoreBars';
import { SelfAssessmentMissing } from './SelfAssessmentMissing';
import styles from './selfAssessmentResults.module.css';
import { WeakestPillars } from './WeakestPillars';

/**
 * /self-assessment/results/{id}: one self-assessment's own results, reached by its private link. Results
 * are asked for only once it is finished: one still in progress is an expected state, not a failed request.
 */
export function SelfAssessmentResultsScreen() {
  const { id = '' } = useParams();
  const assessment = useSelfAssessment(id);
  const finished = assessment.data?.status === 'finished';
  const results = useSelfAssessmentResults(id, finished);
  if (assessment.isError) return <SelfAssessmentMissing error={assessment.error} id={id} />;
  if (assessment.isSuccess && !finished) return <SelfAssessmentMissing reason="not_finished" id={id} />;
  if (results.isPending) return <PageLoader />;
  if (results.isError) return <SelfAssessmentMissing error={results.error} id={id} />;
  return <ResultsView results={results.data} />;
}

function ResultsView({ results }: { results: SelfAssessmentResults }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { comparison } = results;
  const finished = results.finished_at ? formatSchoolDate(results.finished_at, language, 'long') : '';
  return (
    <Container size="md" py="xl" px="md" className={styles.page}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{localizedText(results.title, language)}</Title>
          <Group gap="xs">
            <Badge variant="light">{t(`self_assessment.kinds.${results.kind}`)}</Badge>
            {results.name && <Text fw={500}>{results.name}</Text>}
            {finished && (
              <Text size="sm" c="dimmed">
                {t('self_assessment.results.finished_on', { date: finished })}
              </Text>
            )}
          </Group>
        </Stack>
        <div className={styles.screenOnly}>
          <PrivateLinkActions id={results.id} />
        </div>
        <Paper withBorder p="md" component="section">
          <Stack gap="md">
            <ScoreBars
              label={t('self_assessment.results.overall')}
              score={results.compound}
              comparison={comparison.compound}
              size="lg"
            />
            <Text size="sm" c="dimmed">
              {comparison.count === null
                ? t('self_assessment.results.no_comparison', { minimum: comparison.minimum })
                : t(`self_assessment.results.comparison_${results.kind}`, { count: comparison.count })}
            </Text>
          </Stack>
        </Paper>
        <Stack gap="md" component="section">
          <Title order={2} size="h3">
            {t('self_assessment.results.pillars_title')}
          </Title>
          {results.pillars.map((pillar) => (
            <ScoreBars
              key={pillar.id}
              label={localizedText(pillar.name, language)}
              score={pillar.score}
              comparison={pillar.comparison}
            />
          ))}
        </Stack>
        <WeakestPillars results={results} language={language} />
        <QuestionAnswers results={results} language={language} />
      </Stack>
    </Container>
  );
}
