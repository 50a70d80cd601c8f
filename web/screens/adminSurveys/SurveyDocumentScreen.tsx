import { Alert, Anchor, Button, Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { SurveyLanguage } from '../../../common/languages';
import { anyText } from '../../../common/survey/localizedText';
import { errorText } from '../../api/apiError';
import { useFormatDate } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import { useAdminSurveyDocument } from '../../queries/adminSurveys';
import { useSurveyLanguageNamer } from '../../queries/surveyLanguages';
import { idParam } from '../../routing/adminPaths';
import { adminSurveyPaths } from './adminSurveyPaths';
import { SurveyDocument } from './SurveyDocument';
import classes from './SurveyDocumentScreen.module.css';

function VersionDocument({ id, version }: { id: number; version: number | 'latest' }) {
  const { t, i18n } = useTranslation();
  const date = useFormatDate();
  const document = useAdminSurveyDocument(id, version);
  const nameOf = useSurveyLanguageNamer(document.data?.version.languages ?? []);
  const [chosen, setChosen] = useState<SurveyLanguage | null>(null);
  if (document.isError) return <Alert color="red">{errorText(document.error)}</Alert>;
  if (!document.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  const { survey, version: shown } = document.data;
  const languages = shown.languages;
  const language =
    chosen && languages.includes(chosen)
      ? chosen
      : languages.includes(i18n.language)
        ? i18n.language
        : languages[0];
  return (
    <Stack>
      <Group justify="space-between" className={classes.controls}>
        <Anchor component={Link} to={adminSurveyPaths.survey(id, 'versions')}>
          {t('admin_surveys.document.back')}
        </Anchor>
        <Group>
          <SegmentedControl
            aria-label={t('admin_surveys.document.language')}
            data={languages.map((code) => ({ value: code, label: nameOf(code) }))}
            value={language}
            onChange={(value) => setChosen(value)}
          />
          <Button variant="default" onClick={() => window.print()}>
            {t('admin_surveys.document.print')}
          </Button>
        </Group>
      </Group>
      <Title order={1}>
        {anyText(shown.content.title, language) ||
          anyText(survey.title, language) ||
          t('admin_surveys.untitled')}
      </Title>
      <Text c="dimmed">
        {t('admin_surveys.document.meta', {
          number: shown.number,
          date: date(shown.published_at),
          audience: t(`survey_builder.audiences.${survey.audience}`),
          owner: survey.owner?.name ?? t('admin_surveys.library'),
          questions: shown.question_count,
        })}
      </Text>
      <SurveyDocument content={shown.content} language={language} />
    </Stack>
  );
}

/** /survey/survey/{id}: a survey version read-only and printable, in a chosen language (?version=N). */
export function SurveyDocumentScreen() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  const [search] = useSearchParams();
  const version = idParam(search.get('version') ?? undefined) ?? 'latest';
  return (
    <Container size="md" py="xl">
      {id ? (
        <VersionDocument key={`${id}-${version}`} id={id} version={version} />
      ) : (
        <Alert color="red">{t('admin_surveys.poll.not_found')}</Alert>
      )}
    </Container>
  );
}
