import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { publicPlanPath } from '../../components/actionPlans/actionPlanPaths';
import { confirm } from '../../components/confirm';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { useTranslation } from '../../i18n/useTranslation';
import { type PlanDetail, usePublishPlan } from '../../queries/actionPlans';
import { PublishPreviewModal } from './PublishPreviewModal';

/**
 * "You said, we did": publish the plan for the school's respondents under an unguessable address, after a
 * look at the page as they will read it, or withdraw it.
 */
export function PublishPanel({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation();
  const publish = usePublishPlan(plan.id);
  const { copied, copy } = useCopyToClipboard();
  const [previewing, setPreviewing] = useState(false);
  const address = plan.published ? `${window.location.origin}${publicPlanPath(plan.published.token)}` : null;
  const handleWithdraw = async () => {
    if (
      await confirm({
        message: t('actionPlans.publish.withdraw_confirm'),
        confirmLabel: t('actionPlans.publish.withdraw'),
        danger: true,
      })
    )
      publish.mutate(false);
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="publish-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="publish-title">
          {t('actionPlans.publish.title')}
        </Title>
        {/* What publishing does is for those who may publish; a reader sees whether it is published. */}
        {plan.can_edit && (
          <Text size="sm" c="dimmed">
            {t('actionPlans.publish.explain')}
          </Text>
        )}
        {plan.published ? (
          <>
            <Text size="sm">{t('actionPlans.publish.is_published')}</Text>
            <Anchor
              component={Link}
              to={publicPlanPath(plan.published.token)}
              size="sm"
              style={{ wordBreak: 'break-all' }}
            >
              {address}
            </Anchor>
            {plan.can_edit && (
              <Group gap="xs">
                <Button variant="default" size="xs" onClick={() => address && copy(address)}>
                  {t(copied ? 'actionPlans.publish.copied' : 'actionPlans.publish.copy')}
                </Button>
                <Button
                  color="red"
                  variant="light"
                  size="xs"
                  onClick={handleWithdraw}
                  loading={publish.isPending}
                >
                  {t('actionPlans.publish.withdraw')}
                </Button>
              </Group>
            )}
          </>
        ) : (
          plan.can_edit && (
            <Group>
              <Button onClick={() => setPreviewing(true)}>{t('actionPlans.publish.preview')}</Button>
            </Group>
          )
        )}
        {!plan.published && !plan.can_edit && <Text size="sm">{t('actionPlans.publish.not_published')}</Text>}
        {publish.isError && <Alert color="red">{errorText(publish.error)}</Alert>}
      </Stack>
      {previewing && (
        <PublishPreviewModal
          plan={plan}
          publishing={publish.isPending}
          onClose={() => setPreviewing(false)}
          onPublish={() => publish.mutate(true, { onSuccess: () => setPreviewing(false) })}
        />
      )}
    </Card>
  );
}
