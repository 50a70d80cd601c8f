import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatSchoolDate } from '../../../common/schoolDates';
import { useUserState } from '../../auth/userStore';
import { useTranslation } from '../../i18n/useTranslation';
import { useMyActions } from '../../queries/actionPlans';
import { actionPlanPath } from './actionPlanPaths';

const staffTypes = new Set(['teacher', 'staff', 'school_admin']);

/** The open action-plan actions the signed-in staff member owns, on their dashboard. */
export function MyActionTasksCard() {
  const { t, i18n } = useTranslation();
  const { user } = useUserState();
  const actions = useMyActions(!!user && staffTypes.has(user.type));
  if (!actions.data?.length) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="my-actions-title">
      <Title order={2} size="h4" id="my-actions-title" mb="xs">
        {t('actionPlans.my_actions.title')}
      </Title>
      <Stack gap="xs">
        {actions.data.map((action) => (
          <div key={action.id}>
            {/* On a phone the due date goes under a long title instead of being cut ('TERM…' in Latvian). */}
            <Group gap="xs" wrap="wrap" justify="space-between">
              <Text size="sm" fw={600}>
                {action.title}
              </Text>
              <Badge
                color={action.overdue ? 'red' : 'gray'}
                variant="light"
                style={{ flexShrink: 0 }}
                styles={{ label: { overflow: 'visible' } }}
              >
                {action.due_on
                  ? t(action.overdue ? 'actionPlans.my_actions.overdue' : 'actionPlans.my_actions.due', {
                      date: formatSchoolDate(`${action.due_on}T12:00:00Z`, i18n.language),
                    })
                  : t('actionPlans.my_actions.no_date')}
              </Badge>
            </Group>
            <Anchor component={Link} to={actionPlanPath(action.plan.id)} size="sm">
              {action.plan.title}
            </Anchor>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
