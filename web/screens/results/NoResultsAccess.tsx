import { Alert, Anchor, Container } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';

/** Shown instead of results to someone the results rules keep out. */
export function NoResultsAccess() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Alert color="yellow" title={t('results.no_access.title')}>
        {t('results.no_access.body')}{' '}
        <Anchor component={Link} to="/dashboard">
          {t('results.no_access.back')}
        </Anchor>
      </Alert>
    </Container>
  );
}
