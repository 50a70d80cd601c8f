import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { orderLanguages, supportedLanguages } from '../../../common/languages';
import { errorText } from '../../api/apiError';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { useFormatDate, useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import { type AdminSurveyDetail, useArchiveSurvey } from '../../queries/adminSurveys';
import { useSurveyLanguageNamer } from '../../queries/surveyLanguages';
import { surveyBuilderPaths } from '../../routing/builderPaths';
import { adminSurveyPaths } from './adminSurveyPaths';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

/** Name, audience, owner, origin and draft of a survey, and archiving it. */
export function SurveyOverviewTab({ survey }: { survey: AdminSurveyDetail }) {
  const { t } = useTranslation();
  const text = useLocalizedText();
  const date = useFormatDate();
  const archive = useArchiveSurvey(survey.id);
  const archived = survey.archived_at !== null;
  // The built-in languages (a dash where unnamed) and every other language the name is written in.
  const titleLanguages = orderLanguages([
    ...supportedLanguages,
    ...Object.keys(survey.title).filter((code) => survey.title[code]),
  ]);
  const languageName = useSurveyLanguageNamer(titleLanguages);
  const handleArchive = async () => {
    const sure = await confirm({
      message: t(
        archived ? 'admin_surveys.overview.unarchive_confirm' : 'admin_surveys.overview.archive_confirm',
      ),
      confirmLabel: t(archived ? 'admin_surveys.overview.unarchive' : 'admin_surveys.overview.archive'),
      danger: !archived,
    });
    if (!sure) return;
    if (await archive.mutateAsync(!archived).catch(() => null))
      notice.info(t(archived ? 'admin_surveys.overview.unarchived' : 'admin_surveys.overview.archived'));
  };
  return (
    <Stack>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {titleLanguages.map((code) => (
            <Fact key={code} label={t('admin_surveys.overview.name_in', { language: languageName(code) })}>
              {survey.title[code] || '—'}
            </Fact>
          ))}
          <Fact label={t('admin_surveys.columns.audience')}>
            {t(`survey_builder.audiences.${survey.audience}`)}
          </Fact>
          <Fact label={t('admin_surveys.columns.owner')}>
            {survey.owner?.name ?? t('admin_surveys.library')}
          </Fact>
          <Fact label={t('admin_surveys.overview.created')}>
            {survey.created_by
              ? t('admin_surveys.overview.created_by', {
                  date: date(survey.created_at),
                  name: survey.created_by,
                })
              : date(survey.created_at)}
          </Fact>
          <Fact label={t('admin_surveys.overview.copied_from')}>
            {survey.copied_from ? (
              <Anchor component={Link} to={adminSurveyPaths.survey(survey.copied_from.id)}>
                {text(survey.copied_from.title)}
              </Anchor>
            ) : (
              t('admin_surveys.overview.original')
            )}
          </Fact>
          <Fact label={t('admin_surveys.overview.draft')}>
            {t('admin_surveys.overview.draft_text', {
              revision: survey.draft_revision,
              questions: survey.draft_question_count,
            })}
          </Fact>
          <Fact label={t('admin_surveys.overview.status')}>
            {archived
              ? t('admin_surveys.overview.archived_on', { date: date(survey.archived_at ?? '') })
              : t('admin_surveys.overview.active')}
          </Fact>
        </SimpleGrid>
      </Paper>
      {archive.isError && <Alert color="red">{errorText(archive.error)}</Alert>}
      <Group>
        <Button component={Link} to={surveyBuilderPaths.builder(survey.uuid)} variant="default">
          {t('admin_surveys.overview.open_builder')}
        </Button>
        <Button
          color={archived ? 'blue' : 'red'}
          variant="light"
          onClick={handleArchive}
          loading={archive.isPending}
        >
          {t(archived ? 'admin_surveys.overview.unarchive' : 'admin_surveys.overview.archive')}
        </Button>
      </Group>
    </Stack>
  );
}
