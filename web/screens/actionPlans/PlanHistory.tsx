import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import type { PlanHistoryEntry } from '../../queries/actionPlans';

const knownActions = new Set([
  'create',
  'update',
  'delete',
  'publish',
  'withdraw',
  'add_action',
  'update_action',
  'delete_action',
]);

/** Who changed what in the plan, newest first (the plan's events). */
export function PlanHistory({ history }: { history: PlanHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  if (history.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table data-testid="plan-history">
        <Table.Tbody>
          {history.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td w={180}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(entry.at, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {knownActions.has(entry.action) ? t(`actionPlans.history.${entry.action}`) : entry.action}
                  {typeof entry.details.title === 'string' && entry.action.endsWith('_action')
                    ? `: ${entry.details.title}`
                    : ''}
                  {typeof entry.details.status === 'string'
                    ? ` → ${t(`actionPlans.status.${entry.details.status}`)}`
                    : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {entry.by ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
