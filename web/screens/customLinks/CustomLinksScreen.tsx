import { Badge, Text } from '@mantine/core';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import type { ResourceColumn } from '../../components/backOffice/ResourceTable';
import { formatDate } from '../../components/periods/periodDates';
import { LinkQrCode } from '../../components/qr/LinkQrCode';
import { useTranslation } from '../../i18n/useTranslation';
import { type CustomLink, useCustomLinks } from '../../queries/customLinks';
import { adminPaths } from '../../routing/adminPaths';

const statusColor = { active: 'green', scheduled: 'blue', expired: 'gray', shadowed: 'orange' } as const;

/** /admin/custom-links: short addresses (/aptauja-2026), where they lead, their QR code and visits. */
export function CustomLinksScreen() {
  const { t, i18n } = useTranslation();
  const address = (link: CustomLink) => `${window.location.origin}${link.path}`;
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : '…');
  const columns: ResourceColumn<CustomLink>[] = [
    {
      key: 'path',
      header: t('custom_links.address'),
      cell: (link) => link.path,
      linked: true,
      note: (link) => t(`custom_links.targets.${link.target}`),
    },
    {
      key: 'qr',
      header: t('custom_links.qr'),
      cell: (link) => (
        <LinkQrCode link={address(link)} label={t('custom_links.qr_of', { path: link.path })} size={72} />
      ),
    },
    {
      key: 'destination',
      header: t('custom_links.destination'),
      cell: (link) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {link.destination ?? '—'}
        </Text>
      ),
    },
    {
      key: 'window',
      header: t('custom_links.window'),
      cell: (link) =>
        link.valid_from || link.valid_until
          ? `${day(link.valid_from)} – ${day(link.valid_until)}`
          : t('custom_links.always'),
    },
    {
      key: 'status',
      header: t('custom_links.status'),
      cell: (link) => (
        <Badge color={statusColor[link.status]} variant="light">
          {t(`custom_links.statuses.${link.status}`)}
        </Badge>
      ),
    },
    { key: 'visits', header: t('custom_links.visits'), cell: (link) => link.visits, align: 'right' },
  ];
  return (
    <ResourceListPage
      title={t('custom_links.title')}
      intro={t('custom_links.intro')}
      create={{ label: t('custom_links.new'), to: adminPaths.customLink('new') }}
      useRows={useCustomLinks}
      searchable={false}
      columns={columns}
      rowKey={(link) => link.id}
      rowLink={(link) => adminPaths.customLink(link.id)}
      emptyText={t('custom_links.empty')}
    />
  );
}
