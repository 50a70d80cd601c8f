import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import { useSurveyPeriodTree } from '../../queries/adminPeriods';
import { idParam } from '../../routing/adminPaths';
import { useDocumentTitle } from '../../routing/pageTitle';
import { AdminPeriodsTable } from './AdminPeriodsTable';
import { adminPeriodPaths } from './adminPeriodPaths';
import { QueryState } from './QueryState';

function SurveyPeriods({ surveyId, parentOrgId }: { surveyId: number; parentOrgId?: number }) {
  const { t } = useTranslation();
  const text = useLocalizedText();
  const tree = useSurveyPeriodTree(surveyId, parentOrgId);
  return (
    <QueryState query={tree}>
      {(data) => (
        <Stack gap="lg">
          <div>
            <Title order={1}>{text(data.survey.title)}</Title>
            <Text c="dimmed">
              {data.organization
                ? t('admin_periods.survey.under', { name: data.organization.name })
                : t('admin_periods.survey.everywhere')}
            </Text>
            {data.organization && (
              <Anchor component={Link} to={adminPeriodPaths.ofSurvey(surveyId)} size="sm">
                {t('admin_periods.survey.all_organizations')}
              </Anchor>
            )}
          </div>
          {data.periods.length ? (
            <AdminPeriodsTable periods={data.periods} />
          ) : (
            <Alert color="gray">{t('admin_periods.empty')}</Alert>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

/** /admin/survey-periods/{survey_id}/{parent_org_id?}: every period of a survey, parents with their children. */
export function SurveyPeriodsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin_periods.survey.title'));
  const params = useParams();
  const surveyId = idParam(params.surveyId);
  const parentOrgId = params.parentOrgId === undefined ? undefined : idParam(params.parentOrgId);
  return (
    <Container size="xl" py="xl">
      {surveyId && parentOrgId !== null ? (
        <SurveyPeriods surveyId={surveyId} parentOrgId={parentOrgId} />
      ) : (
        <Alert color="yellow">{t('admin_periods.not_found')}</Alert>
      )}
    </Container>
  );
}
