import { Alert, Anchor, Button, Container, Group, List, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type AdminOrganizationDetail,
  useAdminOrganization,
  useCreateOrganization,
  useUpdateOrganization,
} from '../../queries/adminOrganizations';
import { adminPaths, idParam, type OrganizationTab } from '../../routing/adminPaths';
import { OrganizationAdminsTab } from './OrganizationAdminsTab';
import { OrganizationForm } from './OrganizationForm';
import { ResultsAnonymityCard } from './ResultsAnonymityCard';

function NewOrganization() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateOrganization();
  return (
    <OrganizationForm
      saving={create.isPending}
      error={create.error}
      onSubmit={(values) =>
        create.mutate(values, {
          onSuccess: (row) => {
            notice.info(t('back_office.organization.created'));
            navigate(adminPaths.organization(row.id, 'details'), { replace: true });
          },
        })
      }
    />
  );
}

function OrganizationDetails({ organization }: { organization: AdminOrganizationDetail }) {
  const { t } = useTranslation();
  const update = useUpdateOrganization(organization.id);
  return (
    <Stack>
      <OrganizationForm
        organization={organization}
        saving={update.isPending}
        error={update.error}
        onSubmit={({ type: _fixed, ...values }) =>
          update.mutate(values, { onSuccess: () => notice.info(t('back_office.organization.saved')) })
        }
      />
      <ResultsAnonymityCard organization={organization} />
      {organization.schools.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('back_office.organization.schools')}
          </Title>
          <List>
            {organization.schools.map((school) => (
              <List.Item key={school.id}>
                <Anchor component={Link} to={adminPaths.organization(school.id)}>
                  {school.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

function ExistingOrganization({ id, tab }: { id: number; tab: OrganizationTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organization = useAdminOrganization(id);
  if (organization.isError) return <Alert color="red">{errorText(organization.error)}</Alert>;
  if (!organization.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{organization.data.name}</Title>
        <Group gap="sm">
          <Button component={Link} to={`/metrics?organization_id=${id}`} variant="default">
            {t('back_office.organization.metrics')}
          </Button>
          <Button component={Link} to={adminPaths.resultsUsage(id)} variant="default">
            {t('back_office.organization.results_usage')}
          </Button>
          <Button component={Link} to={adminPaths.dashboardsManager(id)} variant="default">
            {t('dashboards_manager.open')}
          </Button>
          <Button component={Link} to={adminPaths.organizationValues(id)} variant="default">
            {t('back_office.organization.catalogue')}
          </Button>
          <Button component={Link} to={adminPaths.fiscalYears(id)} variant="default">
            {t('back_office.organization.fiscal_years')}
          </Button>
        </Group>
      </Group>
      <Tabs value={tab} onChange={(value) => navigate(adminPaths.organization(id, value as OrganizationTab))}>
        <Tabs.List mb="md">
          <Tabs.Tab value="details">{t('back_office.organization.tab_details')}</Tabs.Tab>
          <Tabs.Tab value="admins">{t('back_office.organization.tab_admins')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">
          <OrganizationDetails key={organization.data.id} organization={organization.data} />
        </Tabs.Panel>
        <Tabs.Panel value="admins">
          {tab === 'admins' && <OrganizationAdminsTab organizationId={id} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /admin/organization/{id}/{tab?}: create (id new) or edit a school, organisation or solo account. */
export function AdminOrganizationScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const id = idParam(params.id);
  const tab: OrganizationTab = params.tab === 'admins' ? 'admins' : 'details';
  let body = <Alert color="red">{t('back_office.not_found')}</Alert>;
  if (params.id === 'new') {
    body = (
      <Stack>
        <Title order={1}>{t('back_office.organization.new_title')}</Title>
        <NewOrganization />
      </Stack>
    );
  } else if (id !== null) body = <ExistingOrganization id={id} tab={tab} />;
  return (
    <Container size="md" py="xl">
      <Stack>
        <Anchor component={Link} to={adminPaths.organizations} size="sm">
          {t('back_office.back_to_organizations')}
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
