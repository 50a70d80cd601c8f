import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CurrentSchool } from '../../../auth/userTypes';
import { PageLoader } from '../../../components/PageLoader';
import { useTranslation } from '../../../i18n/useTranslation';
import { useOrganizationPage } from '../../../queries/organizations';
import { useParentPeriods } from '../../../queries/parentPeriods';
import { ParentPeriodCard } from './ParentPeriodCard';
import { RunForSchoolsModal } from './RunForSchoolsModal';

type Props = { organization: CurrentSchool; selectedId?: number };

/**
 * /organization/surveys/{id?} for an organisation admin: parent periods over its schools, and running a new
 * one; with an id, that parent period's card is scrolled to and highlighted.
 */
export function ParentPeriodsOverview({ organization, selectedId }: Props) {
  const { t } = useTranslation();
  const periods = useParentPeriods(organization.id);
  const page = useOrganizationPage(organization.slug);
  const [running, setRunning] = useState(false);
  const schools = page.data?.schools ?? [];
  const isSelectedMissing =
    selectedId !== undefined && !!periods.data && !periods.data.some((period) => period.id === selectedId);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>{t('parent_periods.title')}</Title>
            <Text c="dimmed">{t('parent_periods.intro')}</Text>
          </div>
          <Button onClick={() => setRunning(true)} disabled={!schools.length}>
            {t('parent_periods.run.open')}
          </Button>
        </Group>
        {page.isError && <Alert color="red">{t('parent_periods.schools_failed')}</Alert>}
        {isSelectedMissing && <Alert color="yellow">{t('survey_periods.not_found')}</Alert>}
        {periods.isPending ? (
          <PageLoader />
        ) : periods.isError ? (
          <Alert color="red">{t('parent_periods.load_failed')}</Alert>
        ) : periods.data.length ? (
          periods.data.map((period) => (
            <ParentPeriodCard
              key={period.id}
              organizationId={organization.id}
              period={period}
              isSelected={period.id === selectedId}
            />
          ))
        ) : (
          <Alert color="gray">{t('parent_periods.none')}</Alert>
        )}
      </Stack>
      {running && (
        <RunForSchoolsModal
          organizationId={organization.id}
          schools={schools}
          onClose={() => setRunning(false)}
        />
      )}
    </Container>
  );
}
