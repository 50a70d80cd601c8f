import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { formatSchoolDateTime } from '../../../../common/schoolDates';
import { errorText } from '../../../api/apiError';
import { Dialog } from '../../../components/Dialog';
import { notice } from '../../../components/notices';
import { useConfirmedRevoke } from '../../../components/shareLinks/useConfirmedRevoke';
import { useCopyToClipboard } from '../../../hooks/useCopyToClipboard';
import { useTranslation } from '../../../i18n/useTranslation';
import { useCreateShareLink, useShareLinks } from '../../../queries/resultShares';

/** The full address of a share link, for copying. */
const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();

function ShareLinksModal({ periodId, onClose }: { periodId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const links = useShareLinks(periodId);
  const create = useCreateShareLink(periodId);
  const { revoke, revokeButton } = useConfirmedRevoke('results.share');
  const { copied, copy } = useCopyToClipboard();
  const [made, setMade] = useState<string | null>(null);
  const madeField = useRef<HTMLInputElement>(null);
  // The create button is disabled while it works, which drops the focus; the new link takes it.
  useEffect(() => {
    if (!made) return;
    madeField.current?.focus();
    madeField.current?.select();
  }, [made]);

  const handleCreate = async () => {
    const link = await create.mutateAsync().catch(() => null);
    if (!link) return;
    const url = absoluteUrl(link.url);
    setMade(url);
    await copy(url).catch(() => undefined);
    notice.info(t('results.share.created'));
  };

  return (
    <Dialog opened onClose={onClose} title={t('results.share.title')} size="lg">
      <Stack>
        <Text size="sm">{t('results.share.explain')}</Text>
        {made && (
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              ref={madeField}
              label={t('results.share.new_link')}
              value={made}
              readOnly
              style={{ flex: 1 }}
            />
            <Button variant="light" onClick={() => copy(made)}>
              {copied ? t('results.share.copied') : t('results.share.copy')}
            </Button>
          </Group>
        )}
        {made && (
          <Text size="xs" c="dimmed">
            {t('results.share.shown_once')}
          </Text>
        )}
        {(create.isError || revoke.isError) && (
          <Alert color="red">{errorText(create.error ?? revoke.error)}</Alert>
        )}
        {links.isError ? (
          <Alert color="red">{errorText(links.error)}</Alert>
        ) : links.data?.length ? (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('results.share.created_at')}</Table.Th>
                <Table.Th>{t('results.share.created_by')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.data.map((link) => (
                <Table.Tr key={link.id}>
                  <Table.Td>{formatSchoolDateTime(link.created_at, i18n.language)}</Table.Td>
                  <Table.Td>
                    {link.created_by ?? '—'}
                    {!link.active && (
                      <Text size="xs" c="red.8">
                        {t('results.share.maker_without_access')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button {...revokeButton(link.id)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed" size="sm">
            {links.isPending ? t('common.loading') : t('results.share.none')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={handleCreate} loading={create.isPending}>
            {t('results.share.create')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

/** "Share": a modal with the period's read-only links — make one (copied at once) or revoke one. */
export function ShareResultsButton(props: { periodId: number }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" onClick={open}>
        {t('results.share.button')}
      </Button>
      {opened && <ShareLinksModal periodId={props.periodId} onClose={close} />}
    </>
  );
}
