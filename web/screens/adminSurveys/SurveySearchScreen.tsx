import { Alert, Container, List, Mark, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { errorText } from '../../api/apiError';
import { useTranslation } from '../../i18n/useTranslation';
import { type TextMatch, useAdminSurveySearch } from '../../queries/adminSurveys';
import { AdminSurveyTable } from './AdminSurveyTable';
import { SurveyBackOfficeNav } from './SurveyBackOfficeNav';

/** The matched text with the words searched for marked. */
function MarkedText({ text, search }: { text: string; search: string }) {
  const at = text.toLocaleLowerCase().indexOf(search.toLocaleLowerCase());
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Mark>{text.slice(at, at + search.length)}</Mark>
      {text.slice(at + search.length)}
    </>
  );
}

function MatchList({ matches, search }: { matches: TextMatch[]; search: string }) {
  const { t } = useTranslation();
  return (
    <List size="xs" mt={4} spacing={2}>
      {matches.map((match) => (
        <List.Item
          key={`${match.version}|${match.where}|${match.question_id}|${match.language}|${match.text}`}
        >
          <Text span size="xs" c="dimmed">
            {t(`admin_surveys.search.where.${match.where}`)}
            {match.question_id ? ` ${match.question_id}` : ''} · {match.language.toUpperCase()} ·{' '}
            {match.version === null
              ? t('admin_surveys.search.draft')
              : t('admin_surveys.search.version', { number: match.version })}
            :{' '}
          </Text>
          <Text span size="xs">
            <MarkedText text={match.text} search={search} />
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

function SearchResults({ search }: { search: string }) {
  const { t } = useTranslation();
  const results = useAdminSurveySearch(search);
  if (search.length < 2) return <Text c="dimmed">{t('admin_surveys.search.hint')}</Text>;
  if (results.isError) return <Alert color="red">{errorText(results.error)}</Alert>;
  if (!results.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (!results.data.length) return <Text c="dimmed">{t('admin_surveys.search.none', { search })}</Text>;
  const matchesOf = new Map(results.data.map((row) => [row.id, row.matches]));
  return (
    <AdminSurveyTable
      surveys={results.data}
      below={(survey) => <MatchList matches={matchesOf.get(survey.id) ?? []} search={search} />}
    />
  );
}

/** /survey/search-surveys: surveys whose name or question texts contain the words, in any language. */
export function SurveySearchScreen() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  return (
    <Container size="xl" py="xl">
      <Stack>
        <Title order={1}>{t('admin_surveys.search.title')}</Title>
        <SurveyBackOfficeNav />
        <TextInput
          label={t('admin_surveys.search.label')}
          description={t('admin_surveys.search.description')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
        />
        <SearchResults search={search} />
      </Stack>
    </Container>
  );
}
