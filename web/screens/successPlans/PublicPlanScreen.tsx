import { Alert, Container } from '@mantine/core';
import { useParams } from 'react-router';
import { PublicPlanView } from '../../components/actionPlans/PublicPlanView';
import { useTranslation } from '../../i18n/useTranslation';
import { usePublicPlan } from '../../queries/actionPlans';

/** Spec §2 /success-plan/{id} (public): "You said, we did" — what the survey found, what the school does, progress. */
export function PublicPlanScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const plan = usePublicPlan(id);
  if (plan.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="gray" title={t('successPlans.public.gone_title')}>
          {t('successPlans.public.gone')}
        </Alert>
      </Container>
    );
  }
  if (!plan.data) return <Container py="xl">{t('common.loading')}</Container>;
  return (
    <Container size="md" py="xl">
      <PublicPlanView plan={plan.data} />
    </Container>
  );
}
