import {
  Alert,
  Button,
  Container,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import { errorText } from '../../api/apiError';
import { useUserState } from '../../auth/userStore';
import { useTranslation } from '../../i18n/useTranslation';
import type { SurveyAudience } from '../../queries/periods';
import { surveyAudiences, useCreateSurvey } from '../../queries/surveys';
import { surveyBuilderPaths } from '../../routing/builderPaths';
import { useDocumentTitle } from '../../routing/pageTitle';
import { LibraryPicker } from './LibraryPicker';

type CreateValues = {
  start: 'scratch' | 'library';
  title: string;
  audience: SurveyAudience;
  copyFrom: string | null;
};

/**
 * /survey/create: a new survey of the school, from scratch or as a copy of a library survey, then
 * straight into the builder. A super-admin's new survey goes into the library.
 */
export function SurveyCreateScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.survey_create.title'));
  const navigate = useNavigate();
  const { user } = useUserState();
  const create = useCreateSurvey();
  const isSuperAdmin = user?.type === 'super_admin';
  const organizationId = isSuperAdmin ? null : (user?.organization?.id ?? null);
  const form = useForm<CreateValues>({
    initialValues: { start: 'scratch', title: '', audience: 'student', copyFrom: null },
    validate: {
      title: (value) => (value.trim() ? null : t('survey_create.title_required')),
      copyFrom: (value, values) =>
        values.start === 'library' && !value ? t('survey_create.copy_required') : null,
    },
  });

  const handleSubmit = form.onSubmit((values) =>
    create.mutate(
      {
        title: values.title.trim(),
        audience: values.audience,
        organization_id: organizationId,
        ...(values.start === 'library' && values.copyFrom ? { copy_from: values.copyFrom } : {}),
      },
      { onSuccess: (survey) => navigate(surveyBuilderPaths.builder(survey.uuid)) },
    ),
  );

  return (
    <Container size="md" py="xl">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="lg">
          <div>
            <Title order={1}>{t('survey_create.title')}</Title>
            <Text c="dimmed">{t(isSuperAdmin ? 'survey_create.intro_library' : 'survey_create.intro')}</Text>
          </div>
          <SegmentedControl
            aria-label={t('survey_create.start')}
            data={[
              { value: 'scratch', label: t('survey_create.scratch') },
              { value: 'library', label: t('survey_create.library') },
            ]}
            {...form.getInputProps('start')}
            w="fit-content"
          />
          {form.values.start === 'library' && (
            <Stack gap={4}>
              <LibraryPicker
                value={form.values.copyFrom}
                onChoose={(survey) => {
                  form.setValues({
                    copyFrom: survey.uuid,
                    audience: survey.audience,
                    title: localizedText(survey.title, i18n.language),
                  });
                }}
              />
              {form.errors.copyFrom && (
                <Text size="sm" c="red">
                  {form.errors.copyFrom}
                </Text>
              )}
            </Stack>
          )}
          <TextInput
            label={t('survey_create.name')}
            description={t('survey_create.name_hint')}
            required
            maxLength={300}
            {...form.getInputProps('title')}
          />
          <Select
            label={t('survey_create.audience')}
            description={t('survey_create.audience_hint')}
            data={surveyAudiences.map((value) => ({ value, label: t(`survey_builder.audiences.${value}`) }))}
            {...form.getInputProps('audience')}
          />
          {create.isError && (
            <Alert color="red" style={{ whiteSpace: 'pre-line' }}>
              {errorText(create.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('survey_create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
