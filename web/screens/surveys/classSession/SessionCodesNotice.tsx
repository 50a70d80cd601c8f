import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ClassSession } from '../../../queries/dashboards';

/**
 * Pupils without an account enter the class link with a code: while none is left to hand out (none made
 * yet, or every one used), the session says so and offers to make them.
 */
export function SessionCodesNotice({ codes, onMake }: { codes: ClassSession['codes']; onMake: () => void }) {
  const { t } = useTranslation();
  if (codes.unused > 0)
    return (
      <Group justify="center" gap="sm">
        <Text size="sm" c="dimmed">
          {t('dashboards.session.codes_left', { count: codes.unused })}
        </Text>
        <Button size="xs" variant="subtle" onClick={onMake}>
          {t('dashboards.session.make_more')}
        </Button>
      </Group>
    );
  return (
    <Alert color="yellow" data-no-codes>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t(codes.made ? 'dashboards.session.codes_used_up' : 'dashboards.session.no_codes')}
        </Text>
        <Button size="sm" onClick={onMake}>
          {t('dashboards.session.make_codes')}
        </Button>
      </Group>
    </Alert>
  );
}
