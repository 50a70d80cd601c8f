import { Alert, Button, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { errorText } from '../../api/apiError';
import { PublicPlanView } from '../../components/actionPlans/PublicPlanView';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/useTranslation';
import { type PlanDetail, usePublicPlanPreview } from '../../queries/actionPlans';

/**
 * Before publishing: the page exactly as the school's pupils, parents and teachers will read it. Nothing is
 * public until Publish here.
 */
export function PublishPreviewModal({
  plan,
  publishing,
  onPublish,
  onClose,
}: {
  plan: PlanDetail;
  publishing: boolean;
  onPublish: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const preview = usePublicPlanPreview(plan.id, true);
  return (
    <Dialog
      opened
      onClose={onClose}
      size="xl"
      title={t('actionPlans.publish.preview_title')}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack>
        <Alert color="blue">{t('actionPlans.publish.preview_explain')}</Alert>
        {preview.isPending && <Loader aria-label={t('common.loading')} />}
        {preview.isError && <Alert color="red">{errorText(preview.error)}</Alert>}
        {preview.data && (
          <div data-plan-preview>
            <PublicPlanView plan={preview.data} headingLevel={2} />
          </div>
        )}
        <Text size="sm" c="dimmed">
          {t('actionPlans.publish.explain')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actionPlans.publish.not_yet')}
          </Button>
          <Button onClick={onPublish} loading={publishing} disabled={!preview.data}>
            {t('actionPlans.publish.publish')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
