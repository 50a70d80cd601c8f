import { Alert, Button, Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { localizedText } from '../../../../common/localizedText';
import type {
  SchoolsViewChoice,
  SchoolsViewRequest,
  SchoolTerm,
} from '../../../../common/results/schoolsView';
import { errorText } from '../../../api/apiError';
import { downloadFile } from '../../../api/downloadFile';
import { PageLoader } from '../../../components/PageLoader';
import { useTranslation } from '../../../i18n/useTranslation';
import {
  schoolsViewBase,
  schoolsViewQuery,
  useSchoolsView,
  useSchoolsViewChoices,
} from '../../../queries/schoolsView';
import { HeatMapLegend } from '../heatmap/HeatMapLegend';
import { NoResultsAccess } from '../NoResultsAccess';
import { useResultsAccess } from '../resultsAccess';
import { SchoolsViewTable } from './SchoolsViewTable';

const yearLabel = (year: number) => `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
const spanKey = (year: number, term: SchoolTerm | null) => `${year}:${term ?? 'year'}`;

/** Each span a survey ran in, and each of its school years whole, newest first. */
function spanOptions(
  choice: SchoolsViewChoice,
  t: (key: string, values?: Record<string, unknown>) => string,
) {
  const years = [...new Set(choice.spans.map((span) => span.school_year))];
  return years.flatMap((year) => [
    ...choice.spans
      .filter((span) => span.school_year === year)
      .map((span) => ({
        value: spanKey(year, span.term),
        label: t(`results.schools_view.term_${span.term}`, { year: yearLabel(year), count: span.schools }),
      })),
    { value: spanKey(year, null), label: t('results.schools_view.whole_year', { year: yearLabel(year) }) },
  ]);
}

function parseSpan(surveyId: number, key: string): SchoolsViewRequest {
  const [year, term] = key.split(':');
  return {
    survey_id: surveyId,
    school_year: Number(year),
    term: term === 'year' ? null : (term as SchoolTerm),
  };
}

/** /organization/results/schools: an organisation's (or a region's) schools × themes of one survey in one term. */
export function SchoolsViewScreen() {
  const { t, i18n } = useTranslation();
  const access = useResultsAccess();
  const choices = useSchoolsViewChoices();
  const [surveyId, setSurveyId] = useState<number | null>(null);
  const [span, setSpan] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const list = choices.data ?? [];
  const choice = list.find((entry) => entry.survey_id === surveyId) ?? list[0];
  const options = choice ? spanOptions(choice, t) : [];
  const chosenSpan = options.find((option) => option.value === span)?.value ?? options[0]?.value;
  const request = choice && chosenSpan ? parseSpan(choice.survey_id, chosenSpan) : null;
  const view = useSchoolsView(request);

  if (!access.loaded || choices.isPending) return <PageLoader />;
  if (!access.organization) return <NoResultsAccess />;
  const download = (format: 'xlsx' | 'pdf') => {
    if (!request) return;
    setDownloadError(null);
    // The server names the file in the reader's language.
    downloadFile(`${schoolsViewBase}/file/${format}?${schoolsViewQuery(request)}`, `schools.${format}`).catch(
      (error) => setDownloadError(errorText(error)),
    );
  };
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('results.schools_view.title')}</Title>
          <Text c="dimmed">{t('results.schools_view.intro')}</Text>
        </div>
        {choices.isError ? (
          <Alert color="red" title={t('results.schools_view.load_failed')}>
            {errorText(choices.error)}
          </Alert>
        ) : !choice ? (
          <Alert color="gray">{t('results.schools_view.empty')}</Alert>
        ) : (
          <>
            <Group align="flex-end" wrap="wrap">
              <Select
                label={t('results.schools_view.survey')}
                data={list.map((entry) => ({
                  value: String(entry.survey_id),
                  label: localizedText(entry.survey_name, i18n.language),
                }))}
                value={String(choice.survey_id)}
                onChange={(value) => {
                  setSurveyId(value ? Number(value) : null);
                  setSpan(null);
                }}
                allowDeselect={false}
                w={320}
              />
              <Select
                label={t('results.schools_view.span')}
                data={options}
                value={chosenSpan ?? null}
                onChange={setSpan}
                allowDeselect={false}
                w={360}
              />
              <Button variant="default" onClick={() => download('xlsx')} disabled={!view.data}>
                {t('results.schools_view.excel')}
              </Button>
              <Button variant="default" onClick={() => download('pdf')} disabled={!view.data}>
                {t('results.schools_view.pdf')}
              </Button>
            </Group>
            {downloadError && <Alert color="red">{downloadError}</Alert>}
            {view.isError ? (
              <Alert color="red" title={t('results.schools_view.load_failed')}>
                {errorText(view.error)}
              </Alert>
            ) : !view.data ? (
              <PageLoader />
            ) : (
              <>
                <SchoolsViewTable view={view.data} />
                <HeatMapLegend />
                <Text size="sm" c="dimmed">
                  {t('results.schools_view.help')}
                </Text>
              </>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
