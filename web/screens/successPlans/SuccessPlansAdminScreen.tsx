import { Alert, Anchor, Badge, Button, Container, Group, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import { errorText } from '../../api/apiError';
import { useAdminSuccessPlans } from '../../queries/successPlans';
import { successPlanAdminPath } from './successPlanPaths';

/** Spec §2 /admin/success-plans (super-admin): the library of evidence-based interventions. */
export function SuccessPlansAdminScreen() {
  const { t, i18n } = useTranslation();
  const plans = useAdminSuccessPlans();
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="md">
        <Title order={1}>{t('successPlans.admin.title')}</Title>
        <Button component={Link} to={successPlanAdminPath('new')}>
          {t('successPlans.admin.new')}
        </Button>
      </Group>
      <Text c="dimmed" mb="md">
        {t('successPlans.admin.intro')}
      </Text>
      {plans.isError ? (
        <Alert color="red">{errorText(plans.error)}</Alert>
      ) : !plans.data ? (
        <Text c="dimmed">{t('common.loading')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('successPlans.admin.focus')}</Table.Th>
                <Table.Th>{t('successPlans.admin.entry_title')}</Table.Th>
                <Table.Th>{t('successPlans.admin.languages')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plans.data.map((plan) => (
                <Table.Tr key={plan.id}>
                  <Table.Td>
                    {t(`successPlans.kind.${plan.focus_kind}`)}: {plan.focus_ref}
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={successPlanAdminPath(plan.id)}>
                      {localizedText(plan.title, i18n.language)}
                    </Anchor>
                    {plan.archived && (
                      <Badge color="gray" ml="xs" variant="light">
                        {t('successPlans.admin.archived')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {(['en', 'lv', 'ru'] as const).filter((l) => plan.title[l] && plan.steps[l]).join(', ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Container>
  );
}
