import { Anchor, Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useUserState } from '../../auth/userStore';
import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentTitle } from '../../routing/pageTitle';

export type HomeAction = { to: string; label: string; description: string };

/** The first version of every home: who is signed in, where, and what can be done so far. */
export function HomeDashboard({
  title,
  actions,
  children,
}: {
  title: string;
  actions: HomeAction[];
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { user, school } = useUserState();
  useDocumentTitle(title);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          {user && (
            <Group gap="xs" mt="xs">
              <Text size="lg">
                {t('dashboard.greeting', { name: `${user.name} ${user.surname}`.trim() })}
              </Text>
              <Badge variant="light">{t(`identity_types.${user.type}`)}</Badge>
            </Group>
          )}
          {school && (
            <Text c="dimmed">
              {school.name}
              {school.city ? `, ${school.city}` : ''}
            </Text>
          )}
        </div>
        {children}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {actions.map((action) => (
            <Card key={action.to} withBorder padding="lg" radius="md">
              <Anchor component={Link} to={action.to} fw={600}>
                {action.label}
              </Anchor>
              <Text size="sm" c="dimmed" mt={4}>
                {action.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
