import { Alert, Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { localizedText } from '../../../common/localizedText';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';
import { type SurveySummary, useSurveyList } from '../../queries/surveyList';

type LibraryPickerProps = { value: string | null; onChoose: (survey: SurveySummary) => void };

/** The library's surveys to copy from, each with its audience and length. */
export function LibraryPicker({ value, onChoose }: LibraryPickerProps) {
  const { t, i18n } = useTranslation();
  const library = useSurveyList('library');
  if (library.isPending) return <PageLoader />;
  if (library.isError) return <Alert color="red">{t('survey_create.library_failed')}</Alert>;
  if (!library.data.length) return <Alert color="gray">{t('survey_create.library_empty')}</Alert>;
  return (
    <Radio.Group
      value={value ?? ''}
      onChange={(uuid) => {
        const survey = library.data.find((item) => item.uuid === uuid);
        if (survey) onChoose(survey);
      }}
      label={t('survey_create.library_label')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {library.data.map((survey) => (
          <Radio.Card key={survey.uuid} value={survey.uuid} p="md" radius="md">
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <Stack gap={4}>
                <Text fw={600}>
                  {localizedText(survey.title, i18n.language) || t('survey_builder.untitled')}
                </Text>
                <Group gap={6}>
                  <Badge variant="light">{t(`survey_builder.audiences.${survey.audience}`)}</Badge>
                  <Text size="sm" c="dimmed">
                    {t('survey_create.questions', { count: survey.question_count })}
                  </Text>
                </Group>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
