import { Alert, Button, Container, MultiSelect, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Localized } from '../../../common/survey/content';
import { ApiError, errorText } from '../../api/apiError';
import { describeFailure } from '../../api/formErrors';
import {
  LocalizedTextFields,
  languageErrorsOf,
  writtenTexts,
} from '../../components/backOffice/LocalizedTextFields';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import { useAdminSurveys, useSetSurveyTags } from '../../queries/adminSurveys';
import type { SurveyAudience } from '../../queries/periods';
import { surveyAudiences, useCreateSurvey } from '../../queries/surveys';
import { useSurveyTags } from '../../queries/surveyTags';
import { surveyBuilderPaths } from '../../routing/builderPaths';
import { SurveyBackOfficeNav } from './SurveyBackOfficeNav';

/** /survey/create-poll: a new library survey, named in every survey language, perhaps a copy; then the builder. */
export function SurveyCreatePollScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const text = useLocalizedText();
  const [audience, setAudience] = useState<SurveyAudience>('student');
  const [names, setNames] = useState<Localized>({});
  const [copyFrom, setCopyFrom] = useState<string | null>(null);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const sources = useAdminSurveys({ offset: 0, limit: 200 });
  const tags = useSurveyTags();
  const create = useCreateSurvey();
  const setTags = useSetSurveyTags();
  const written = writtenTexts(names);
  const title = written[i18n.language] ?? written.en ?? Object.values(written)[0];
  const failure = describeFailure(create.error, ['titles'], ['titles']);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!title) return setMissing(true);
    const survey = await create
      .mutateAsync({
        audience,
        title,
        organization_id: null,
        copy_from: copyFrom ?? undefined,
        titles: written,
      })
      .catch(() => null);
    if (!survey) return;
    if (tagIds.length)
      await setTags.mutateAsync({ id: survey.id, tagIds: tagIds.map(Number) }).catch(() => null);
    navigate(surveyBuilderPaths.builder(survey.uuid));
  };
  return (
    <Container size="md" py="xl">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Title order={1}>{t('admin_surveys.create.title')}</Title>
          <SurveyBackOfficeNav />
          <Select
            label={t('admin_surveys.columns.audience')}
            data={surveyAudiences.map((value) => ({ value, label: t(`survey_builder.audiences.${value}`) }))}
            value={audience}
            onChange={(value) => value && setAudience(value as SurveyAudience)}
          />
          <LocalizedTextFields
            label={t('admin_surveys.create.name')}
            rule="one"
            maxLength={300}
            value={names}
            onChange={setNames}
            error={missing && !title ? t('admin_surveys.create.name_required') : failure.fields.titles}
            languageErrors={languageErrorsOf(failure.fields, 'titles')}
          />
          <Select
            label={t('admin_surveys.create.copy_from')}
            description={t('admin_surveys.create.copy_from_help')}
            placeholder={t('admin_surveys.create.from_scratch')}
            searchable
            clearable
            data={(sources.data?.surveys ?? []).map((row) => ({
              value: row.uuid,
              label: `${text(row.title)} — ${row.owner?.name ?? t('admin_surveys.library')}`,
            }))}
            value={copyFrom}
            onChange={setCopyFrom}
            nothingFoundMessage={t('admin_surveys.none')}
          />
          <MultiSelect
            label={t('admin_surveys.columns.tags')}
            data={(tags.data ?? []).map((tag) => ({ value: String(tag.id), label: text(tag.name) }))}
            value={tagIds}
            onChange={setTagIds}
            searchable
          />
          {create.isError && (failure.alert || !(create.error instanceof ApiError)) && (
            <Alert color="red">{failure.alert ?? errorText(create.error)}</Alert>
          )}
          {setTags.isError && <Alert color="red">{errorText(setTags.error)}</Alert>}
          <Button
            type="submit"
            loading={create.isPending || setTags.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('admin_surveys.create.submit')}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
