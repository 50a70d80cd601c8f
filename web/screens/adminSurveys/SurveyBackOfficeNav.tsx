import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { adminSurveyPaths } from './adminSurveyPaths';

const links = [
  { to: adminSurveyPaths.list, label: 'admin_surveys.nav.list' },
  { to: adminSurveyPaths.search, label: 'admin_surveys.nav.search' },
  { to: adminSurveyPaths.create, label: 'admin_surveys.nav.create' },
  { to: adminSurveyPaths.tags('new'), label: 'admin_surveys.nav.tags' },
];

/** The ways between the survey back-office screens. */
export function SurveyBackOfficeNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group gap="xs" component="nav" aria-label={t('admin_surveys.nav.label')}>
      {links.map((link) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          size="xs"
          variant={pathname === link.to ? 'filled' : 'default'}
        >
          {t(link.label)}
        </Button>
      ))}
    </Group>
  );
}
