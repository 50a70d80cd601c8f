import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNames, supportedLanguages } from '../../../common/languages';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import { type SurveyTagWithCount, type TagName, useSaveSurveyTag } from '../../queries/surveyTags';

type Props = { tag: SurveyTagWithCount | null; onSaved: (id: number) => void; onCancel: () => void };

/** A tag's name in en, lv and ru: a new tag, or renaming one. */
export function SurveyTagForm({ tag, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const save = useSaveSurveyTag();
  const [name, setName] = useState<TagName>({ en: '', lv: '', ru: '', ...tag?.name });
  const [tried, setTried] = useState(false);
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (supportedLanguages.some((code) => !name[code].trim())) return;
    const saved = await save.mutateAsync({ id: tag?.id ?? null, name }).catch(() => null);
    if (!saved) return;
    notice.info(t(tag ? 'admin_surveys.tags.renamed' : 'admin_surveys.tags.created'));
    if (!tag) {
      setName({ en: '', lv: '', ru: '' });
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
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {supportedLanguages.map((code) => (
            <TextInput
              key={code}
              required
              label={t('admin_surveys.tags.name_in', { language: languageNames[code].nativeName })}
              value={name[code]}
              maxLength={100}
              error={tried && !name[code].trim() ? t('admin_surveys.tags.name_required') : undefined}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setName((now) => ({ ...now, [code]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        {save.isError && <Alert color="red">{errorText(save.error)}</Alert>}
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
