import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isEmail } from '../../../common/validation';
import { ApiError } from '../../api/apiError';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { useChangeEmails, useSyncCampaign } from '../../queries/invitationCampaigns';

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

/** Add or remove pasted addresses (spec §4: add and remove only), and sync with the period's audience. */
export function EmailListEditor({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const change = useChangeEmails(campaignId);
  const sync = useSyncCampaign(campaignId);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const emails = splitEmails(text);

  function handleChange(operation: 'add' | 'remove') {
    setFailure(null);
    const bad = emails.filter((email) => !isEmail(email.toLowerCase()));
    if (operation === 'add' && bad.length) {
      setFailure(t('invitations.emails.not_addresses', { addresses: bad.join(', ') }));
      return;
    }
    change.mutate(
      { operation, emails },
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
    sync.mutate(undefined, {
      onSuccess: (result) =>
        notice.info(
          t('invitations.sync.done', { added: result.added.length, removed: result.removed.length }),
        ),
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
    </Stack>
  );
}
