import { ActionIcon, Alert, Badge, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import type { ResourceColumn } from '../../components/backOffice/ResourceTable';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type ManagedCard,
  useAddCard,
  useChangeCard,
  useDeleteCard,
  useManagedDashboard,
  useMoveCard,
} from '../../queries/dashboardCards';
import { idParam } from '../../routing/adminPaths';
import { CardForm } from './CardForm';

/**
 * /admin/dashboards-manager/{organisation}: the notices, links and highlighted surveys its role dashboards
 * show, in order (up and down buttons, reachable by keyboard), in the languages each is written in.
 */
export function DashboardsManagerScreen() {
  const { t } = useTranslation();
  const text = useLocalizedText();
  const organizationId = idParam(useParams<{ id: string }>().id);
  const dashboard = useManagedDashboard(organizationId);
  const id = organizationId ?? 0;
  const add = useAddCard(id);
  const change = useChangeCard(id);
  const move = useMoveCard(id);
  const remove = useDeleteCard(id);
  const [editing, setEditing] = useState<ManagedCard | null>(null);

  if (organizationId === null)
    return (
      <Container size="md" py="xl">
        <Alert color="red">{t('dashboards_manager.missing')}</Alert>
      </Container>
    );
  const cards = dashboard.data?.cards ?? [];
  const failed = (error: unknown) => notice.error(errorText(error));
  const columns: ResourceColumn<ManagedCard>[] = [
    {
      key: 'order',
      header: t('dashboards_manager.order'),
      cell: (card) => {
        const index = cards.findIndex((row) => row.id === card.id);
        const label = text(card.texts);
        return (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              aria-label={t('dashboards_manager.move_up', { card: label })}
              disabled={index === 0}
              onClick={() => move.mutateAsync({ id: card.id, direction: 'up' }).catch(failed)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={t('dashboards_manager.move_down', { card: label })}
              disabled={index === cards.length - 1}
              onClick={() => move.mutateAsync({ id: card.id, direction: 'down' }).catch(failed)}
            >
              ↓
            </ActionIcon>
          </Group>
        );
      },
    },
    {
      key: 'card',
      header: t('dashboards_manager.card'),
      cell: (card) => (
        <Stack gap={2}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {text(card.texts)}
          </Text>
          {card.url && (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {card.url}
            </Text>
          )}
          {card.survey && (
            <Text size="xs" c="dimmed">
              {text(card.survey.title)}
            </Text>
          )}
        </Stack>
      ),
      note: (card) => t(`dashboards_manager.kinds.${card.kind}`),
    },
    {
      key: 'roles',
      header: t('dashboards_manager.roles'),
      cell: (card) => card.roles.map((role) => t(`dashboards_manager.role_names.${role}`)).join(', '),
    },
    {
      key: 'languages',
      header: t('dashboards_manager.languages_column'),
      cell: (card) => (
        <Group gap={4}>
          {Object.entries(card.texts)
            .filter(([, value]) => value?.trim())
            .map(([language]) => (
              <Badge key={language} variant="light">
                {language}
              </Badge>
            ))}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: t('dashboards_manager.actions'),
      cell: (card) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setEditing(card)}>
            {t('dashboards_manager.edit')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="outline"
            onClick={async () => {
              const sure = await confirm({
                message: t('dashboards_manager.delete_confirm', { card: text(card.texts) }),
                confirmLabel: t('resource_pages.delete'),
                danger: true,
              });
              if (sure) await remove.mutateAsync(card.id).catch(failed);
            }}
          >
            {t('resource_pages.delete')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <ResourceListPage
      title={
        dashboard.data
          ? t('dashboards_manager.title_of', { name: dashboard.data.organization.name })
          : t('dashboards_manager.title')
      }
      intro={t('dashboards_manager.intro')}
      useRows={() => ({ ...dashboard, data: dashboard.data?.cards })}
      searchable={false}
      columns={columns}
      rowKey={(card) => card.id}
      emptyText={t('dashboards_manager.empty')}
    >
      {dashboard.data && (
        <CardForm
          key={editing?.id ?? 'new'}
          dashboard={dashboard.data}
          card={editing}
          onSave={async (input) => {
            if (editing) await change.mutateAsync({ ...input, id: editing.id });
            else await add.mutateAsync(input);
            notice.info(t('dashboards_manager.saved'));
          }}
          onDone={() => setEditing(null)}
        />
      )}
    </ResourceListPage>
  );
}
