import { Alert, Anchor, Badge, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import { useTranslation } from '../../i18n/useTranslation';
import type { SurveySummary } from '../../queries/surveyList';
import { surveyPaths } from '../../routing/surveyPaths';
import { useSurveyAccess } from './useSurveyAccess';

type Props = {
  surveys: SurveySummary[];
  selectedUuid: string | null;
  /** A survey the address named that cannot run (no published version). */
  unpublished: SurveySummary | null;
  onChoose: (survey: SurveySummary) => void;
};

function SurveyCard({ survey }: { survey: SurveySummary }) {
  const { t, i18n } = useTranslation();
  const version = survey.latest_version;
  return (
    <Radio.Card value={survey.uuid} radius="md" p="md" data-survey={survey.uuid}>
      <Group wrap="nowrap" align="flex-start">
        <Radio.Indicator />
        <Stack gap={4}>
          <Text fw={600}>{localizedText(survey.title, i18n.language)}</Text>
          <Group gap={6}>
            <Badge variant="light">{t(`survey_wizard.audiences.${survey.audience}`)}</Badge>
            {version && (
              <Text size="sm" c="dimmed">
                {t('survey_wizard.survey.facts', {
                  count: version.question_count,
                  version: version.number,
                  languages: version.languages.map((code) => code.toUpperCase()).join(', '),
                })}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

function SurveyGroup({ title, surveys }: { title: string; surveys: SurveySummary[] }) {
  if (!surveys.length) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {surveys.map((survey) => (
          <SurveyCard key={survey.uuid} survey={survey} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Step 1: a survey that can run — one with a published version, from the library or the school's own. */
export function WizardSurveyStep({ surveys, selectedUuid, unpublished, onChoose }: Props) {
  const { t } = useTranslation();
  const { canDesign } = useSurveyAccess();
  const runnable = surveys.filter((survey) => survey.latest_version);
  const handleChange = (uuid: string) => {
    const survey = runnable.find((item) => item.uuid === uuid);
    if (survey) onChoose(survey);
  };
  return (
    <Stack>
      <Text>{t('survey_wizard.survey.intro')}</Text>
      {unpublished && (
        <Alert color="yellow">
          {t('survey_wizard.survey.not_published')}{' '}
          {unpublished.can.edit && (
            <Anchor component={Link} to={surveyPaths.builder(unpublished.uuid)}>
              {t('survey_wizard.survey.open_builder')}
            </Anchor>
          )}
        </Alert>
      )}
      {runnable.length ? (
        <Radio.Group value={selectedUuid ?? ''} onChange={handleChange}>
          <Stack gap="lg">
            <SurveyGroup
              title={t('survey_wizard.survey.own')}
              surveys={runnable.filter((survey) => !survey.library)}
            />
            <SurveyGroup
              title={t('survey_wizard.survey.library')}
              surveys={runnable.filter((survey) => survey.library)}
            />
          </Stack>
        </Radio.Group>
      ) : (
        <Alert color="gray">{t('survey_wizard.survey.none')}</Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('survey_wizard.survey.only_published')}{' '}
        {canDesign && (
          <Anchor component={Link} to={surveyPaths.create}>
            {t('survey_create.title')}
          </Anchor>
        )}
      </Text>
    </Stack>
  );
}
