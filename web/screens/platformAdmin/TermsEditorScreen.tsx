import { Alert, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { errorText } from '../../api/apiError';
import { describeFailure } from '../../api/formErrors';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { PageLoader } from '../../components/PageLoader';
import { formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { usePublishTerms, useTermsEditor } from '../../queries/termsEditor';
import { TermsDraftForm } from './TermsDraftForm';
import { TermsVersionsList } from './TermsVersionsList';

/** The tab the editor opens on: the text other languages fall back to. */
const firstLanguage = 'en';

/** /admin/terms: the next version of the terms, drafted per language and published for everyone to accept. */
export function TermsEditorScreen() {
  const { t, i18n } = useTranslation();
  const editor = useTermsEditor();
  const publish = usePublishTerms();
  if (editor.isPending) return <PageLoader />;
  if (editor.isError) return <Alert color="red">{errorText(editor.error)}</Alert>;
  const { languages, versions, drafts } = editor.data;
  const current = versions[0];
  const nextVersion = (current?.version ?? 0) + 1;
  const publishFailure = describeFailure(publish.error, ['drafts']);
  // A version is published in every interface language or not at all (as the API checks).
  const undrafted = languages.filter(
    (language) => language.enabled && !drafts.some((draft) => draft.language === language.code),
  );

  async function handlePublish() {
    const sure = await confirm({
      message: t('platform_admin.terms.publish_confirm', {
        version: nextVersion,
        languages: drafts.map((draft) => draft.language).join(', '),
      }),
      confirmLabel: t('platform_admin.terms.publish'),
    });
    if (!sure) return;
    publish.mutate(undefined, {
      onSuccess: (result) => notice.info(t('platform_admin.terms.published', { version: result.version })),
    });
  }

  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{t('platform_admin.terms.title')}</Title>
        <Text c="dimmed">{t('platform_admin.terms.intro')}</Text>
        {current && (
          <Text size="sm">
            {t('platform_admin.terms.current', {
              version: current.version,
              date: formatDate(current.published_at, i18n.language),
            })}
          </Text>
        )}
        <Title order={2} size="h3">
          {t('platform_admin.terms.next_version', { version: nextVersion })}
        </Title>
        <Tabs defaultValue={firstLanguage} keepMounted={false}>
          <Tabs.List>
            {languages.map((language) => (
              <Tabs.Tab key={language.code} value={language.code}>
                {language.native_name}
                {drafts.some((draft) => draft.language === language.code) ? ' •' : ''}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {languages.map((language) => (
            <Tabs.Panel key={language.code} value={language.code} pt="md">
              <TermsDraftForm
                key={`${language.code}-${current?.version ?? 0}`}
                language={language.code}
                draft={drafts.find((draft) => draft.language === language.code)}
                published={current?.texts.find((text) => text.language === language.code)}
                required={language.enabled}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
        {(publishFailure.alert || publishFailure.fields.drafts) && (
          <Alert color="red" role="alert">
            {publishFailure.alert ?? publishFailure.fields.drafts}
          </Alert>
        )}
        <Group>
          <Button disabled={undrafted.length > 0} loading={publish.isPending} onClick={handlePublish}>
            {t('platform_admin.terms.publish_version', { version: nextVersion })}
          </Button>
          <Text size="sm" c="dimmed">
            {undrafted.length > 0
              ? t('platform_admin.terms.missing_drafts', {
                  languages: undrafted.map((language) => language.native_name).join(', '),
                })
              : t('platform_admin.terms.publish_hint')}
          </Text>
        </Group>
        {versions.length > 0 && <TermsVersionsList versions={versions} />}
      </Stack>
    </Container>
  );
}
