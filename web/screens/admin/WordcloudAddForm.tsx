import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { useAddWordcloudWord, type WordKind } from '../../queries/wordcloudWords';

/** Adds a stop word of one language, or a hidden word (left out in every language). */
export function WordcloudAddForm({ language }: { language: string }) {
  const { t } = useTranslation();
  const add = useAddWordcloudWord();
  const [word, setWord] = useState('');
  const [kind, setKind] = useState<WordKind>('stop');
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await add.mutateAsync({ language, word: word.trim(), kind }).catch(() => null);
    if (!added) return;
    setWord('');
    notice.info(t('admin.wordcloud.added', { word: added.word }));
  };
  return (
    <form onSubmit={handleSubmit}>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('admin.wordcloud.word')}
          value={word}
          onChange={(event) => {
            setWord(event.currentTarget.value);
            if (add.isError) add.reset();
          }}
          error={add.isError ? errorText(add.error) : undefined}
          maxLength={50}
          required
        />
        <SegmentedControl
          aria-label={t('admin.wordcloud.kind')}
          value={kind}
          onChange={(value) => setKind(value as WordKind)}
          data={[
            { value: 'stop', label: t('admin.wordcloud.kind_stop') },
            { value: 'hidden', label: t('admin.wordcloud.kind_hidden') },
          ]}
        />
        <Button type="submit" loading={add.isPending} disabled={!word.trim()}>
          {t('admin.wordcloud.add')}
        </Button>
      </Group>
    </form>
  );
}
