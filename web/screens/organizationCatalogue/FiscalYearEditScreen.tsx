import { Alert, Text } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { ResourceForm } from '../../components/backOffice/ResourceForm';
import { useTranslation } from '../../i18n/useTranslation';
import { catalogueApi, useCatalogueMutation, useFiscalYear } from '../../queries/organizationCatalogue';
import { idParam } from '../../routing/adminPaths';
import { cataloguePaths } from './cataloguePaths';

type Values = { name: string; starts_on: string; ends_on: string };

/** /admin/fiscal-years-edit/{fiscal_year_id}: one school year (`new?organization=…` for a new one). */
export function FiscalYearEditScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = idParam(useParams().fiscal_year_id);
  const newFor = idParam(useSearchParams()[0].get('organization') ?? undefined);
  const year = useFiscalYear(id);
  const organizationId = year.data?.organization_id ?? newFor;
  const save = useCatalogueMutation((values: Values) =>
    catalogueApi.saveFiscalYear(id, organizationId ?? 0, {
      name: values.name.trim(),
      starts_on: values.starts_on.trim(),
      ends_on: values.ends_on.trim(),
    }),
  );
  const remove = useCatalogueMutation(() => catalogueApi.deleteFiscalYear(id ?? 0));
  if (year.isError) return <Alert color="red">{errorText(year.error)}</Alert>;
  if (id && !year.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (!organizationId) return <Alert color="yellow">{t('catalogue.fiscal_years.no_organization')}</Alert>;
  const back = cataloguePaths.fiscalYears(organizationId);
  const description = t('catalogue.fiscal_years.date_hint');
  return (
    <ResourceForm<Values>
      title={t(id ? 'catalogue.fiscal_years.edit' : 'catalogue.fiscal_years.new')}
      back={{ label: t('catalogue.fiscal_years.back'), to: back }}
      sections={[
        {
          fields: [
            {
              name: 'name',
              label: t('catalogue.name'),
              required: true,
              description: t('catalogue.fiscal_years.name_hint'),
            },
            { name: 'starts_on', label: t('catalogue.fiscal_years.starts_on'), required: true, description },
            { name: 'ends_on', label: t('catalogue.fiscal_years.ends_on'), required: true, description },
          ],
        },
      ]}
      initialValues={{
        name: year.data?.name ?? '',
        starts_on: year.data?.starts_on ?? '',
        ends_on: year.data?.ends_on ?? '',
      }}
      onSave={async (values) => {
        await save.mutateAsync(values);
        navigate(back);
      }}
      onCancel={() => navigate(back)}
      remove={
        id
          ? {
              confirmMessage: t('catalogue.fiscal_years.delete_confirm'),
              run: async () => {
                await remove.mutateAsync(undefined);
                navigate(back);
              },
            }
          : undefined
      }
    />
  );
}
