import { Alert, Anchor, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import { useAdminSurvey } from '../../queries/adminSurveys';
import { idParam } from '../../routing/adminPaths';
import { adminSurveyPaths, isSurveyTab, type SurveyTab, surveyTabs } from './adminSurveyPaths';
import { SurveyBackOfficeNav } from './SurveyBackOfficeNav';
import { SurveyOverviewTab } from './SurveyOverviewTab';
import { SurveyPeriodsTab } from './SurveyPeriodsTab';
import { SurveyTagsTab } from './SurveyTagsTab';
import { SurveyVersionsTab } from './SurveyVersionsTab';

function SurveyPage({ id, tab }: { id: number; tab: SurveyTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useLocalizedText();
  const survey = useAdminSurvey(id);
  if (survey.isError) return <Alert color="red">{errorText(survey.error)}</Alert>;
  if (!survey.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{text(survey.data.title)}</Title>
        {survey.data.latest_version && (
          <Anchor component={Link} to={adminSurveyPaths.document(id)}>
            {t('admin_surveys.poll.read_only')}
          </Anchor>
        )}
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => value && navigate(adminSurveyPaths.survey(id, value as SurveyTab))}
      >
        <Tabs.List>
          {surveyTabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`admin_surveys.poll.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          {tab === 'overview' && <SurveyOverviewTab survey={survey.data} />}
          {tab === 'versions' && <SurveyVersionsTab surveyId={id} />}
          {tab === 'periods' && <SurveyPeriodsTab surveyId={id} />}
          {tab === 'tags' && <SurveyTagsTab survey={survey.data} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /survey/poll/{id}/{tab?}: one survey's back-office page; the tab is in the address. */
export function SurveyPollScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const id = idParam(params.id);
  const tab = isSurveyTab(params.tab) ? params.tab : 'overview';
  return (
    <Container size="xl" py="xl">
      <Stack>
        <SurveyBackOfficeNav />
        {id ? (
          <SurveyPage id={id} tab={tab} />
        ) : (
          <Alert color="red">{t('admin_surveys.poll.not_found')}</Alert>
        )}
      </Stack>
    </Container>
  );
}
