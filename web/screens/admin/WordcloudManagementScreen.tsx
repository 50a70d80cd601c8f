import { Alert, Badge, CloseButton, Container, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { surveyLanguageName, useSurveyLanguageList } from '../../queries/surveyLanguages';
import { type AddedWord, useRemoveWordcloudWord, useWordcloudWords } from '../../queries/wordcloudWords';
import { WordcloudAddForm } from './WordcloudAddForm';

function RemovableWords({ words, onRemove }: { words: AddedWord[]; onRemove: (word: AddedWord) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {words.map((word) => (
        <Badge
          key={word.id}
          variant="light"
          size="lg"
          tt="none"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={t('admin.wordcloud.remove', { word: word.word })}
              onClick={() => onRemove(word)}
            />
          }
        >
          {word.kind === 'hidden' ? `${word.word} (${word.language})` : word.word}
        </Badge>
      ))}
    </Group>
  );
}

/** Added stop words or hidden words: a titled card of removable words, or a line saying there are none. */
function WordSection(props: {
  title: string;
  help: string;
  empty: string;
  words: AddedWord[];
  onRemove: (word: AddedWord) => void;
}) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4">
        {props.title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {props.help}
      </Text>
      {props.words.length ? (
        <RemovableWords words={props.words} onRemove={props.onRemove} />
      ) : (
        <Text c="dimmed">{props.empty}</Text>
      )}
    </Paper>
  );
}

function LanguageWords({ language }: { language: string }) {
  const { t } = useTranslation();
  const words = useWordcloudWords(language);
  const remove = useRemoveWordcloudWord();
  if (words.isError) return <Alert color="red">{errorText(words.error)}</Alert>;
  if (!words.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  const added = words.data.added;
  const addedStop = added.filter((word) => word.kind === 'stop');
  const hidden = added.filter((word) => word.kind === 'hidden');
  const addedStopWords = new Set(addedStop.map((word) => word.word));
  const builtIn = words.data.stop.filter((word) => !addedStopWords.has(word));
  const handleRemove = async (word: AddedWord) => {
    if (await remove.mutateAsync(word.id).catch(() => null)) {
      notice.info(t('admin.wordcloud.removed', { word: word.word }));
    }
  };
  return (
    <Stack gap="lg" pt="md">
      {remove.isError && <Alert color="red">{errorText(remove.error)}</Alert>}
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {t('admin.wordcloud.add_title')}
        </Title>
        <WordcloudAddForm language={language} />
      </Paper>
      <WordSection
        title={t('admin.wordcloud.added_stop')}
        help={t('admin.wordcloud.added_stop_help')}
        empty={t('admin.wordcloud.none_added')}
        words={addedStop}
        onRemove={handleRemove}
      />
      <WordSection
        title={t('admin.wordcloud.hidden')}
        help={t('admin.wordcloud.hidden_help')}
        empty={t('admin.wordcloud.none_hidden')}
        words={hidden}
        onRemove={handleRemove}
      />
      <Paper withBorder p="md">
        <Title order={2} size="h4">
          {t('admin.wordcloud.built_in')}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t('admin.wordcloud.built_in_help')}
        </Text>
        <Text size="sm" data-testid="built-in-stop-words">
          {builtIn.join(', ')}
        </Text>
      </Paper>
    </Stack>
  );
}

/**
 * /admin/wordcloud-management: the words the results word cloud leaves out, per survey language (answers come
 * in them: en, lv, ru and any switched on for surveys at /admin/manage-languages).
 */
export function WordcloudManagementScreen() {
  const { t } = useTranslation();
  const [language, setLanguage] = useState('lv');
  const list = useSurveyLanguageList();
  const codes = list?.map((entry) => entry.code) ?? ['en', 'lv', 'ru'];
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xs">
        {t('admin.wordcloud.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('admin.wordcloud.intro')}
      </Text>
      <Tabs value={language} onChange={(value) => value && setLanguage(value)} keepMounted={false}>
        <Tabs.List>
          {codes.map((code) => (
            <Tabs.Tab key={code} value={code}>
              {surveyLanguageName(code, list)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {codes.map((code) => (
          <Tabs.Panel key={code} value={code}>
            <LanguageWords language={code} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
