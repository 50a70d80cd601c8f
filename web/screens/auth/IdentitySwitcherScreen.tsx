import { Alert, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { errorText } from '../../api/apiError';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';
import { useIdentityChange, useMyIdentities } from '../../queries/identities';

/** /users/identity: the identity switcher. */
export function IdentitySwitcherScreen() {
  const { t } = useTranslation();
  const identities = useMyIdentities();
  const swap = useIdentityChange((id) => `user/identities/${id}/switch`);
  if (identities.isPending) {
    return <PageLoader />;
  }
  if (identities.isError) return <Alert color="red">{errorText(identities.error)}</Alert>;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('identity.title')}</Title>
        <Text c="dimmed">{t(identities.data.length > 1 ? 'identity.intro' : 'identity.single')}</Text>
        {swap.isError && <Alert color="red">{errorText(swap.error)}</Alert>}
        {identities.data.map((identity) => (
          <Card key={identity.id} withBorder padding="md">
            <Group justify="space-between">
              <div>
                <Text fw={600}>{identity.organization?.name ?? t('identity.platform')}</Text>
                <Badge variant="light">{t(`identity_types.${identity.type}`)}</Badge>
              </div>
              {identity.current ? (
                <Badge color="green">{t('identity.current')}</Badge>
              ) : (
                <Button
                  loading={swap.isPending && swap.variables === identity.id}
                  onClick={() => swap.mutate(identity.id)}
                >
                  {t('identity.switch')}
                </Button>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
