import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { localizedText } from '../../../common/localizedText';
import { formatSchoolDate } from '../../../common/schoolDates';
import { ActionStatusBadge } from '../../components/actionPlans/ActionStatusBadge';
import { SuccessPlanSummary } from '../../components/actionPlans/SuccessPlanSummary';
import { confirm } from '../../components/confirm';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/useTranslation';
import { type PlanAction, useDeleteAction } from '../../queries/actionPlans';

type Props = { planId: number; actions: PlanAction[]; canEdit: boolean; onEdit: (actionId: number) => void };

/** The plan's actions: owner, due date (overdue marked), status, the success plan it follows. */
export function ActionsTable({ planId, actions, canEdit, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteAction(planId);
  const [reading, setReading] = useState<PlanAction['success_plan']>(null);
  if (actions.length === 0) return <Text c="dimmed">{t('actionPlans.action.none')}</Text>;
  const dateOf = (day: string) => formatSchoolDate(`${day}T12:00:00Z`, i18n.language);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped data-testid="plan-actions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('actionPlans.action.title')}</Table.Th>
            <Table.Th>{t('actionPlans.action.owner')}</Table.Th>
            <Table.Th>{t('actionPlans.action.due_on')}</Table.Th>
            <Table.Th>{t('actionPlans.action.status')}</Table.Th>
            {canEdit && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {actions.map((action) => (
            <Table.Tr key={action.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {action.title}
                </Text>
                {action.success_plan && (
                  <Anchor
                    component="button"
                    type="button"
                    size="xs"
                    ta="left"
                    display="block"
                    onClick={() => setReading(action.success_plan)}
                  >
                    {t('actionPlans.action.follows', {
                      title: localizedText(action.success_plan.title, i18n.language),
                    })}
                  </Anchor>
                )}
                {action.notes && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    {action.notes}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{action.owner?.name ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {action.due_on ? dateOf(action.due_on) : '—'}
                {action.overdue && (
                  <Badge color="red" variant="light" ml={6} style={{ textTransform: 'none' }}>
                    {t('actionPlans.action.overdue')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <ActionStatusBadge status={action.status} />
              </Table.Td>
              {canEdit && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Anchor component="button" type="button" size="sm" onClick={() => onEdit(action.id)}>
                      {t('common.edit')}
                    </Anchor>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-xs"
                      loading={remove.isPending && remove.variables === action.id}
                      onClick={async () => {
                        const sure = await confirm({
                          message: t('actionPlans.action.delete_confirm', { title: action.title }),
                          danger: true,
                        });
                        if (sure) remove.mutate(action.id);
                      }}
                      aria-label={t('actionPlans.action.delete_named', { title: action.title })}
                    >
                      {t('common.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {/* The library entry an action follows: its owner reads why it works and its steps here. */}
      <Dialog
        opened={reading !== null}
        onClose={() => setReading(null)}
        title={reading ? localizedText(reading.title, i18n.language) : ''}
        size="lg"
      >
        {reading && <SuccessPlanSummary entry={reading} />}
      </Dialog>
    </Table.ScrollContainer>
  );
}
