import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { PageLoader } from '../../components/PageLoader';
import { languageNameIn } from '../../i18n/languageNameIn';
import { useTranslation } from '../../i18n/useTranslation';
import { type TextFilter, textsPageSize, useInterfaceTexts } from '../../queries/translationEditor';
import { TextHistoryModal } from './TextHistoryModal';
import { TextRowEditor } from './TextRowEditor';
import { TranslationSheetActions } from './TranslationSheetActions';

/** /admin/manage-translations/{id}: every interface text of one language beside English, edited in place. */
export function ManageTranslationsScreen() {
  const { t, i18n } = useTranslation();
  const language = useParams().id ?? '';
  const languageName = languageNameIn(language, i18n.language);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [filter, setFilter] = useState<TextFilter>('all');
  const [page, setPage] = useState(0);
  const [historyKey, setHistoryKey] = useState<string | null>(null);
  const texts = useInterfaceTexts(language, debounced, filter, page);
  const pages = Math.max(1, Math.ceil((texts.data?.total ?? 0) / textsPageSize));

  return (
    <Container size="lg" py="xl">
      <Stack>
        <Anchor component={Link} to="/admin/manage-languages" size="sm">
          {t('platform_admin.translations.back')}
        </Anchor>
        <Title order={1}>{t('platform_admin.translations.title', { language: languageName })}</Title>
        <Text c="dimmed">{t('platform_admin.translations.intro')}</Text>
        <TranslationSheetActions language={language} />
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('platform_admin.translations.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(0);
            }}
            style={{ flex: 1, minWidth: 240 }}
          />
          <SegmentedControl
            value={filter}
            onChange={(value) => {
              setFilter(value as TextFilter);
              setPage(0);
            }}
            data={[
              { value: 'all', label: t('platform_admin.translations.filter_all') },
              { value: 'missing', label: t('platform_admin.translations.filter_missing') },
              { value: 'same', label: t('platform_admin.translations.filter_same') },
            ]}
          />
        </Group>
        {texts.isPending ? (
          <PageLoader />
        ) : texts.isError ? (
          <Alert color="red">{errorText(texts.error)}</Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('platform_admin.translations.count', { count: texts.data.total })}
            </Text>
            <Table.ScrollContainer minWidth={560}>
              <Table
                aria-label={t('platform_admin.translations.title', { language: languageName })}
                verticalSpacing="sm"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('platform_admin.translations.english')}</Table.Th>
                    <Table.Th scope="col">
                      {t('platform_admin.translations.translation', { language: languageName })}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {texts.data.rows.map((text) => (
                    <TextRowEditor
                      key={`${text.key}:${text.value ?? ''}`}
                      language={language}
                      text={text}
                      onHistory={setHistoryKey}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group>
              <Button variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {t('platform_admin.translations.previous')}
              </Button>
              <Text size="sm">{t('platform_admin.translations.page', { page: page + 1, pages })}</Text>
              <Button variant="default" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                {t('platform_admin.translations.next')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      {historyKey && (
        <TextHistoryModal language={language} textKey={historyKey} onClose={() => setHistoryKey(null)} />
      )}
    </Container>
  );
}
