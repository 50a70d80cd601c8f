import { Alert, Button, Container, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/apiError';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';
import { useSurvey } from '../../queries/surveys';
import { surveyBuilderPaths } from '../../routing/builderPaths';
import { useDocumentTitle } from '../../routing/pageTitle';
import { BuilderWorkspace } from './BuilderWorkspace';

/** /survey-builder/{uuid}: modules, questions, skip logic, languages, preview, autosave and publishing. */
export function SurveyBuilderScreen() {
  const { t } = useTranslation();
  const { uuid } = useParams();
  const survey = useSurvey(uuid);
  const title = survey.data?.title;
  useDocumentTitle(
    title
      ? `${Object.values(title).find((text) => text?.trim()) ?? ''} · ${t('pages.survey_builder.title')}`
      : t('pages.survey_builder.title'),
  );

  if (survey.isPending) return <PageLoader />;
  if (survey.isError) {
    const isMissing = survey.error instanceof ApiError && [400, 404].includes(survey.error.status);
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Alert
            color={isMissing ? 'gray' : 'red'}
            title={t(isMissing ? 'survey_builder.not_found' : 'survey_builder.load_failed')}
          >
            {isMissing ? t('survey_builder.not_found_text') : t('survey_builder.load_failed_text')}
          </Alert>
          <Button component={Link} to={surveyBuilderPaths.create} variant="default" w="fit-content">
            {t('survey_create.title')}
          </Button>
        </Stack>
      </Container>
    );
  }
  return (
    <BuilderWorkspace
      key={survey.data.uuid}
      survey={survey.data}
      reload={async () => (await survey.refetch()).data}
    />
  );
}
