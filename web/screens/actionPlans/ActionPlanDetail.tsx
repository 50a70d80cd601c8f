import { Alert, Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../api/apiError';
import { downloadFile } from '../../api/downloadFile';
import { actionPlansPath } from '../../components/actionPlans/actionPlanPaths';
import { FocusFiguresTable } from '../../components/actionPlans/FocusFiguresTable';
import { confirm } from '../../components/confirm';
import { useTranslation } from '../../i18n/useTranslation';
import { actionPlanPdfPath, useActionPlan, useDeletePlan } from '../../queries/actionPlans';
import { ActionFormModal } from './ActionFormModal';
import { ActionsTable } from './ActionsTable';
import { PlanEditModal } from './PlanEditModal';
import { PlanHistory } from './PlanHistory';
import { PublishPanel } from './PublishPanel';
import { useActionPlanEditing } from './useActionPlanEditing';

/** Spec §2 /school/action-plans/{id}: the focus before → after, actions, publication, PDF and history. */
export function ActionPlanDetail({ planId }: { planId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const plan = useActionPlan(planId);
  const editing = useActionPlanEditing();
  const remove = useDeletePlan(planId);
  const [pdfError, setPdfError] = useState<unknown>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  if (plan.isError) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red">{errorText(plan.error)}</Alert>
      </Container>
    );
  }
  if (!plan.data) return <Container py="xl">{t('common.loading')}</Container>;
  const data = plan.data;
  const editedAction =
    editing.state.type === 'action' ? (data.actions.find((a) => a.id === editing.state.id) ?? null) : null;

  const handlePdf = async () => {
    setPdfBusy(true);
    setPdfError(null);
    await downloadFile(actionPlanPdfPath(planId), `action-plan-${planId}.pdf`).catch(setPdfError);
    setPdfBusy(false);
  };
  const handleDelete = async () => {
    if (!(await confirm({ message: t('actionPlans.detail.delete_confirm'), danger: true }))) return;
    await remove.mutateAsync();
    navigate(actionPlansPath);
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to={actionPlansPath} size="sm">
          ← {t('actionPlans.title')}
        </Anchor>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>{data.title}</Title>
            <Text c="dimmed" size="sm">
              {data.school.name} · {data.period.name}
              {data.class_ids ? ` · ${t('actionPlans.detail.own_classes')}` : ''}
            </Text>
          </div>
          <Group gap="xs">
            <Button variant="default" onClick={handlePdf} loading={pdfBusy}>
              {t('actionPlans.detail.pdf')}
            </Button>
            {data.can_edit && (
              <Button variant="default" onClick={() => editing.editPlan(data.id)}>
                {t('common.edit')}
              </Button>
            )}
          </Group>
        </Group>
        {pdfError ? <Alert color="red">{errorText(pdfError)}</Alert> : null}
        {data.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Text>}

        <Card withBorder padding="md" component="section" aria-labelledby="focus-title">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="focus-title">
              {t('actionPlans.detail.focus')}
            </Title>
            {data.figures.moved !== null && (
              <Badge
                color={data.figures.moved ? 'green' : 'gray'}
                variant="light"
                style={{ textTransform: 'none' }}
              >
                {t(data.figures.moved ? 'actionPlans.list.moved' : 'actionPlans.list.not_moved', {
                  period: data.figures.after?.name,
                })}
              </Badge>
            )}
          </Group>
          <FocusFiguresTable figures={data.figures} />
          <Text size="xs" c="dimmed" mt="xs">
            {t('actionPlans.figures.explain')}
          </Text>
        </Card>

        <Card withBorder padding="md" component="section" aria-labelledby="actions-title">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="actions-title">
              {t('actionPlans.detail.actions')} ·{' '}
              {t('actionPlans.progress', { done: data.progress.done, total: data.progress.total })}
            </Title>
            {data.can_edit && <Button onClick={editing.newAction}>{t('actionPlans.action.add')}</Button>}
          </Group>
          <ActionsTable
            planId={data.id}
            actions={data.actions}
            canEdit={data.can_edit}
            onEdit={editing.editAction}
          />
        </Card>

        <PublishPanel plan={data} />

        <Card withBorder padding="md" component="section" aria-labelledby="history-title">
          <Title order={2} size="h4" id="history-title" mb="xs">
            {t('actionPlans.detail.history')}
          </Title>
          <PlanHistory history={data.history} />
        </Card>

        {data.can_edit && (
          <Group>
            <Button color="red" variant="subtle" onClick={handleDelete} loading={remove.isPending}>
              {t('actionPlans.detail.delete')}
            </Button>
          </Group>
        )}
      </Stack>
      {editing.isEditing && editing.state.type === 'plan' && (
        <PlanEditModal plan={data} onClose={editing.stop} />
      )}
      {editing.isEditing && editing.state.type === 'action' && (
        <ActionFormModal key={editing.state.id} plan={data} action={editedAction} onClose={editing.stop} />
      )}
    </Container>
  );
}
