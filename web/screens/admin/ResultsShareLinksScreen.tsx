import { Alert, Button, Container, Table, Text, Title } from '@mantine/core';
import { errorText } from '../../api/apiError';
import { formatDateTime } from '../../components/periods/periodDates';
import { useConfirmedRevoke } from '../../components/shareLinks/useConfirmedRevoke';
import { useTranslation } from '../../i18n/useTranslation';
import { useAdminShareLinks } from '../../queries/resultShares';

/** /survey/survey-results-public-urls: every active results share link, each with a revoke button. */
export function ResultsShareLinksScreen() {
  const { t, i18n } = useTranslation();
  const links = useAdminShareLinks();
  const { revoke, revokeButton } = useConfirmedRevoke('admin.share_links');
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        {t('admin.share_links.title')}
      </Title>
      {revoke.isError && <Alert color="red">{errorText(revoke.error)}</Alert>}
      {links.isError ? (
        <Alert color="red">{errorText(links.error)}</Alert>
      ) : !links.data?.length ? (
        <Text c="dimmed">{links.isPending ? t('common.loading') : t('admin.share_links.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.share_links.school')}</Table.Th>
                <Table.Th>{t('admin.share_links.period')}</Table.Th>
                <Table.Th>{t('admin.share_links.created_by')}</Table.Th>
                <Table.Th>{t('admin.share_links.created_at')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.data.map((link) => (
                <Table.Tr key={link.id}>
                  <Table.Td>{link.school.name}</Table.Td>
                  <Table.Td>{link.period.name}</Table.Td>
                  <Table.Td>{link.created_by ?? '—'}</Table.Td>
                  <Table.Td>{formatDateTime(link.created_at, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Button {...revokeButton(link.id)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Container>
  );
}
