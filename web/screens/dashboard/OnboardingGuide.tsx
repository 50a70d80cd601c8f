import { Button, Card, Group, List, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { useMarkSeen, useSeenItems } from '../../queries/dashboards';

export type GuideRole = 'student' | 'teacher' | 'school_admin' | 'organization' | 'region';

const stepCount = 3;

/**
 * A role's first-visit guide: a few lines on what the home page offers. Dismissing it stores the
 * item on the server (spec §3 seen onboarding items), so it never comes back, on any device.
 */
export function OnboardingGuide({ role }: { role: GuideRole }) {
  const { t } = useTranslation();
  const item = `onboarding.${role}`;
  const seen = useSeenItems(true);
  const markSeen = useMarkSeen();
  if (!seen.data || seen.data.includes(item)) return null;
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      bg="blue.0"
      component="section"
      aria-labelledby="onboarding-title"
    >
      <Title order={2} size="h4" id="onboarding-title">
        {t(`dashboards.onboarding.${role}.title`)}
      </Title>
      <List spacing={4} mt="xs" size="sm">
        {Array.from({ length: stepCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed list of texts
          <List.Item key={index}>{t(`dashboards.onboarding.${role}.step_${index + 1}`)}</List.Item>
        ))}
      </List>
      <Group justify="space-between" mt="md" wrap="wrap">
        <Text size="xs" c="dimmed">
          {t('dashboards.onboarding.once')}
        </Text>
        <Button size="xs" loading={markSeen.isPending} onClick={() => markSeen.mutate(item)}>
          {t('dashboards.onboarding.dismiss')}
        </Button>
      </Group>
    </Card>
  );
}
