import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useUserState } from '../../auth/userStore';
import { actionPlansPath } from '../../components/actionPlans/actionPlanPaths';
import { useTranslation } from '../../i18n/useTranslation';
import { ActionPlanDetail } from './ActionPlanDetail';
import { ActionPlanList } from './ActionPlanList';
import { NewPlanForm } from './NewPlanForm';

const planMakers = new Set(['school_admin', 'teacher', 'staff', 'solo', 'super_admin']);

/** Spec §2 /school/action-plans/{id?}: the list (with a new plan form), or one plan. */
export function ActionPlansScreen() {
  const { t } = useTranslation();
  const { id } = useParams<{ id?: string }>();
  const [search] = useSearchParams();
  const { user } = useUserState();
  const planId = Number(id);
  if (id && Number.isInteger(planId) && planId > 0) return <ActionPlanDetail planId={planId} />;
  const canMake = !!user && planMakers.has(user.type);
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t('actionPlans.title')}</Title>
          {canMake && !search.get('new') && (
            <Button component={Link} to={`${actionPlansPath}?new=1`}>
              {t('actionPlans.new.button')}
            </Button>
          )}
        </Group>
        <Text c="dimmed">{t('actionPlans.intro')}</Text>
        {canMake && search.get('new') && <NewPlanForm />}
        <ActionPlanList canMake={canMake} />
      </Stack>
    </Container>
  );
}
