import { Button, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useUserState } from '../auth/userStore';
import { useTranslation } from '../i18n/useTranslation';

/** Always visible while a super-admin acts as someone else, with a one-click way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { user } = useUserState();
  if (!user?.became) return null;
  return (
    <div role="status" style={{ background: 'var(--mantine-color-orange-7)', color: 'white' }}>
      <Container size="lg" py={6}>
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {t('impersonation.banner', {
              name: `${user.name} ${user.surname}`.trim(),
              type: t(`identity_types.${user.type}`),
            })}
          </Text>
          <Button component={Link} to="/users/unbecome" size="xs" variant="white" color="orange">
            {t('impersonation.unbecome')}
          </Button>
        </Group>
      </Container>
    </div>
  );
}
