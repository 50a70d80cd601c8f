import { Alert, Anchor, Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import { type AdminSurveyDetail, useSetSurveyTags } from '../../queries/adminSurveys';
import { useSurveyTags } from '../../queries/surveyTags';
import { adminSurveyPaths } from './adminSurveyPaths';

/** Adds and removes a survey's tags. */
export function SurveyTagsTab({ survey }: { survey: AdminSurveyDetail }) {
  const { t } = useTranslation();
  const text = useLocalizedText();
  const tags = useSurveyTags();
  const save = useSetSurveyTags();
  const [chosen, setChosen] = useState(survey.tags.map((tag) => String(tag.id)));
  if (tags.isError) return <Alert color="red">{errorText(tags.error)}</Alert>;
  if (!tags.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  const handleSave = async () => {
    if (await save.mutateAsync({ id: survey.id, tagIds: chosen.map(Number) }).catch(() => null))
      notice.info(t('admin_surveys.tags_tab.saved'));
  };
  return (
    <Stack maw={560}>
      {tags.data.length === 0 ? (
        <Text c="dimmed">{t('admin_surveys.tags_tab.no_tags')}</Text>
      ) : (
        <MultiSelect
          label={t('admin_surveys.columns.tags')}
          data={tags.data.map((tag) => ({ value: String(tag.id), label: text(tag.name) }))}
          value={chosen}
          onChange={setChosen}
          searchable
          clearable
        />
      )}
      {save.isError && <Alert color="red">{errorText(save.error)}</Alert>}
      <Group>
        <Button onClick={handleSave} loading={save.isPending} disabled={tags.data.length === 0}>
          {t('admin_surveys.tags_tab.save')}
        </Button>
        <Anchor component={Link} to={adminSurveyPaths.tags('new')}>
          {t('admin_surveys.tags_tab.manage')}
        </Anchor>
      </Group>
    </Stack>
  );
}
