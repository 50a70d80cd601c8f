import { Alert, Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';

/** Marks the demo dashboard: invented answers, open to anyone. */
export function DemoBanner() {
  const { t } = useTranslation();
  return (
    <Alert color="grape" variant="light" data-demo-banner>
      <Group gap="xs">
        <Badge color="grape">{t('results.demo.badge')}</Badge>
        {t('results.demo.body')}{' '}
        <Anchor component={Link} to="/product">
          {t('results.demo.learn_more')}
        </Anchor>
      </Group>
    </Alert>
  );
}
