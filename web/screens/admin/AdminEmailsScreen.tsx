import { Accordion, Alert, Badge, Group, Text } from '@mantine/core';
import { errorText } from '../../api/apiError';
import { formatDateTime } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { useAdminEmails } from '../../queries/admin';
import { AdminSearchLayout } from './AdminSearchLayout';

function EmailRows({ to }: { to: string }) {
  const { t, i18n } = useTranslation();
  const emails = useAdminEmails(to);
  if (emails.isError) return <Alert color="red">{errorText(emails.error)}</Alert>;
  if (!emails.data?.length)
    return <Text c="dimmed">{emails.isPending ? t('common.loading') : t('admin.nothing_found')}</Text>;
  return (
    <Accordion variant="separated">
      {emails.data.map((email) => (
        <Accordion.Item key={email.id} value={String(email.id)}>
          <Accordion.Control>
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>{email.subject}</Text>
                <Text size="sm" c="dimmed">
                  {email.to} · {formatDateTime(email.created_at, i18n.language)}
                </Text>
              </div>
              <Badge color={email.error ? 'red' : email.sent_at ? 'green' : 'gray'} variant="light">
                {t(
                  email.error
                    ? 'admin.email_failed'
                    : email.sent_at
                      ? 'admin.email_sent'
                      : 'admin.email_stored',
                )}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap' }} data-email-text>
              {email.text}
            </Text>
            {email.error && <Alert color="red">{email.error}</Alert>}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** /admin/all-emails: every mail in the outbox, searchable by recipient. */
export function AdminEmailsScreen() {
  const { t } = useTranslation();
  return (
    <AdminSearchLayout title={t('admin.emails_title')}>
      {(search) => <EmailRows to={search} />}
    </AdminSearchLayout>
  );
}
