import { Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { RemovalPreview } from '../../queries/adminSchools';
import { personName } from '../../routing/adminPaths';

/** What a removal would take away: how many of each role, per class, and some of the names. */
export function RemovalPreviewCard({ preview }: { preview: RemovalPreview }) {
  const { t } = useTranslation();
  if (!preview.total) return <Text c="dimmed">{t('back_office.removal.nobody')}</Text>;
  const more = preview.total - preview.sample.length;
  return (
    <Card withBorder padding="lg" aria-label={t('back_office.removal.preview_title')}>
      <Stack>
        <Title order={2} size="h4">
          {t('back_office.removal.total', { count: preview.total })}
        </Title>
        <Group gap="xl">
          {Object.entries(preview.by_type).map(([type, count]) => (
            <Text key={type} size="sm">
              {t(`respondents.users.tabs.${type}`)}: <strong>{count}</strong>
            </Text>
          ))}
        </Group>
        {preview.by_class.length > 0 && (
          <Table withTableBorder verticalSpacing="xs" aria-label={t('back_office.removal.by_class')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('back_office.removal.class')}</Table.Th>
                <Table.Th ta="right">{t('respondents.users.tabs.student')}</Table.Th>
                <Table.Th ta="right">{t('respondents.users.tabs.parent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.by_class.map((row) => (
                <Table.Tr key={row.class_id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td ta="right">{row.students}</Table.Td>
                  <Table.Td ta="right">{row.parents}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <div>
          <Text size="sm" fw={600}>
            {t('back_office.removal.sample')}
          </Text>
          <List size="sm">
            {preview.sample.map((person) => (
              <List.Item key={person.id}>
                {personName(person)} · {t(`identity_types.${person.type}`)}
                {person.class_name ? ` · ${person.class_name}` : ''}
              </List.Item>
            ))}
          </List>
          {more > 0 && (
            <Text size="sm" c="dimmed">
              {t('back_office.removal.more', { count: more })}
            </Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}
