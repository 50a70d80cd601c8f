import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { Localized } from '../../../common/survey/content';
import { ApiError, errorText } from '../../api/apiError';
import { describeFailure } from '../../api/formErrors';
import {
  LocalizedTextFields,
  languageErrorsOf,
  writtenTexts,
} from '../../components/backOffice/LocalizedTextFields';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { type SurveyTagWithCount, useSaveSurveyTag } from '../../queries/surveyTags';

type Props = { tag: SurveyTagWithCount | null; onSaved: (id: number) => void; onCancel: () => void };

/** A tag's name in every survey language (English required): a new tag, or renaming one. */
export function SurveyTagForm({ tag, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const save = useSaveSurveyTag();
  const [name, setName] = useState<Localized>({ ...tag?.name });
  const [tried, setTried] = useState(false);
  const failure = describeFailure(save.error, ['name'], ['name']);
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!name.en?.trim()) return;
    const saved = await save.mutateAsync({ id: tag?.id ?? null, name: writtenTexts(name) }).catch(() => null);
    if (!saved) return;
    notice.info(t(tag ? 'admin_surveys.tags.renamed' : 'admin_surveys.tags.created'));
    if (!tag) {
      setName({});
      setTried(false);
    }
    onSaved(saved.id);
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={handleSubmit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          {t(tag ? 'admin_surveys.tags.rename_title' : 'admin_surveys.tags.new_title')}
        </Title>
        <LocalizedTextFields
          label={t('admin_surveys.tags.name')}
          rule="en"
          maxLength={100}
          value={name}
          onChange={setName}
          showMissing={tried}
          error={failure.fields.name}
          languageErrors={languageErrorsOf(failure.fields, 'name')}
        />
        {save.isError && (failure.alert || !(save.error instanceof ApiError)) && (
          <Alert color="red">{failure.alert ?? errorText(save.error)}</Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t(tag ? 'admin_surveys.tags.rename' : 'admin_surveys.tags.create')}
          </Button>
          {tag && (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
