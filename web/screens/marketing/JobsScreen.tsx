import { Anchor, Badge, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { FeatureGrid } from './ContentBlocks';
import { MarketingPage } from './MarketingPage';
import { jobsEmail } from './siteConstants';
import { useSectionItems } from './useSectionItems';

const workPoints = ['small', 'office', 'schools', 'learning'] as const;
const roles = ['fullstack', 'success', 'research'] as const;

function OpenRoles() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {roles.map((role) => (
        <Card key={role} withBorder padding="lg" radius="md">
          <Title order={3} size="h4" mb={6}>
            {t(`pages.jobs.roles.items.${role}.title`)}
          </Title>
          <Group gap={6} mb="sm">
            <Badge variant="light">{t(`pages.jobs.roles.items.${role}.place`)}</Badge>
            <Badge variant="light" color="gray">
              {t(`pages.jobs.roles.items.${role}.hours`)}
            </Badge>
          </Group>
          <Text size="sm" c="gray.8" mb="md" style={{ flex: 1 }}>
            {t(`pages.jobs.roles.items.${role}.text`)}
          </Text>
          <Button
            component="a"
            href={`mailto:${jobsEmail}?subject=${encodeURIComponent(t(`pages.jobs.roles.items.${role}.title`))}`}
            variant="light"
          >
            {t('pages.jobs.roles.apply')}
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** How the team works, open roles and how to apply. */
export function JobsScreen() {
  const { t } = useTranslation();
  const workItems = useSectionItems('pages.jobs.work.items', workPoints);
  return (
    <MarketingPage
      eyebrow={t('pages.jobs.eyebrow')}
      title={t('pages.jobs.heading')}
      lead={t('pages.jobs.lead')}
      actions={
        <Button component="a" href={`mailto:${jobsEmail}`} size="md">
          {t('pages.jobs.apply_button')}
        </Button>
      }
      sections={[
        {
          id: 'work',
          title: t('pages.jobs.work.title'),
          intro: t('pages.jobs.work.intro'),
          content: <FeatureGrid items={workItems} />,
        },
        {
          id: 'roles',
          title: t('pages.jobs.roles.title'),
          intro: t('pages.jobs.roles.intro'),
          content: <OpenRoles />,
        },
        {
          id: 'apply',
          title: t('pages.jobs.apply.title'),
          intro: (
            <Text maw={760}>
              {t('pages.jobs.apply.text')} <Anchor href={`mailto:${jobsEmail}`}>{jobsEmail}</Anchor>.{' '}
              {t('pages.jobs.apply.languages')}
            </Text>
          ),
        },
      ]}
    />
  );
}
