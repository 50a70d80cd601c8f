import { Alert, Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isEmail } from '../../../common/validation';
import { ApiError } from '../../api/apiError';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type CampaignDetail,
  type SyncResult,
  useChangeEmails,
  useSyncCampaign,
} from '../../queries/invitationCampaigns';
import { useSurveyLanguageNamer } from '../../queries/surveyLanguages';

/** Spec §8: the server's message, else the fixed fallback. */
function emailListFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** Addresses separated by commas, semicolons, spaces or lines, as pasted from a spreadsheet. */
export const splitEmails = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** What a sync did, and why it added nobody when it did not: who of the audience has no address. */
function SyncOutcome({ result }: { result: SyncResult }) {
  const { t } = useTranslation();
  const nothingNew = !result.added.length && !result.removed.length && !result.without_email;
  return (
    <Alert color={result.without_email ? 'yellow' : 'blue'} data-sync-outcome>
      <Text size="sm">
        {t('invitations.sync.done', { added: result.added.length, removed: result.removed.length })}
      </Text>
      {result.without_email > 0 && (
        <Text size="sm">
          {t('invitations.sync.without_email', { count: result.without_email, context: result.audience })}
        </Text>
      )}
      {nothingNew && <Text size="sm">{t('invitations.sync.nothing_new')}</Text>}
    </Alert>
  );
}

/**
 * Add or remove pasted addresses (spec §4: add and remove only), in the language chosen here (the school's
 * by default), and sync with the period's audience.
 */
export function EmailListEditor({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const change = useChangeEmails(campaign.id);
  const sync = useSyncCampaign(campaign.id);
  const languages = campaign.period.languages;
  const languageName = useSurveyLanguageNamer(languages);
  const [text, setText] = useState('');
  const [language, setLanguage] = useState(campaign.default_language);
  const [failure, setFailure] = useState<string | null>(null);
  const [synced, setSynced] = useState<SyncResult | null>(null);
  const emails = splitEmails(text);

  function handleChange(operation: 'add' | 'remove') {
    setFailure(null);
    const bad = emails.filter((email) => !isEmail(email.toLowerCase()));
    if (operation === 'add' && bad.length) {
      setFailure(t('invitations.emails.not_addresses', { addresses: bad.join(', ') }));
      return;
    }
    change.mutate(
      { operation, emails, language: operation === 'add' ? language : undefined },
      {
        onSuccess: (result) => {
          const done = operation === 'add' ? result.added : result.removed;
          notice.info(t(`invitations.emails.${operation}ed`, { count: done.length }));
          setText('');
        },
        onError: (error) => setFailure(emailListFailure(error, t('invitations.emails.failed'))),
      },
    );
  }

  function handleSync() {
    setSynced(null);
    sync.mutate(undefined, {
      onSuccess: setSynced,
      onError: (error) => notice.error(emailListFailure(error, t('invitations.emails.failed'))),
    });
  }

  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="red" data-email-failure>
          {failure}
        </Alert>
      )}
      <Textarea
        label={t('invitations.emails.label')}
        description={t('invitations.emails.hint')}
        autosize
        minRows={3}
        maxRows={10}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {languages.length > 1 && (
        <NativeSelect
          label={t('invitations.emails.language')}
          description={t('invitations.emails.language_hint')}
          value={language}
          onChange={(event) => setLanguage(event.currentTarget.value)}
          data={languages.map((code) => ({ value: code, label: languageName(code) }))}
          maw={360}
          data-mail-language
        />
      )}
      <Group>
        <Button
          onClick={() => handleChange('add')}
          disabled={!emails.length}
          loading={change.isPending && change.variables?.operation === 'add'}
        >
          {t('invitations.emails.add')}
        </Button>
        <Button
          variant="light"
          color="red"
          onClick={() => handleChange('remove')}
          disabled={!emails.length}
          loading={change.isPending && change.variables?.operation === 'remove'}
        >
          {t('invitations.emails.remove')}
        </Button>
        <Button variant="default" onClick={handleSync} loading={sync.isPending}>
          {t('invitations.sync.button')}
        </Button>
      </Group>
      {synced && <SyncOutcome result={synced} />}
    </Stack>
  );
}
