import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatSchoolDate } from '../../../common/schoolDates';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import { useTranslation } from '../../i18n/useTranslation';
import { type FiscalYear, useFiscalYears } from '../../queries/organizationCatalogue';
import { adminPaths, idParam } from '../../routing/adminPaths';
import { cataloguePaths } from './cataloguePaths';

/** /admin/fiscal-years/{org_id}: an organisation's school years, earliest first. */
export function FiscalYearsScreen() {
  const { t, i18n } = useTranslation();
  const organizationId = idParam(useParams().org_id);
  const years = useFiscalYears(organizationId);
  const day = (iso: string) => formatSchoolDate(`${iso}T12:00:00Z`, i18n.language);
  return (
    <ResourceListPage<FiscalYear>
      title={t('catalogue.fiscal_years.title', { name: years.data?.organization.name ?? '' })}
      intro={t('catalogue.fiscal_years.intro')}
      create={
        organizationId
          ? { label: t('catalogue.fiscal_years.new'), to: cataloguePaths.fiscalYear('new', organizationId) }
          : undefined
      }
      actions={
        organizationId &&
        years.data && (
          <Button component={Link} to={adminPaths.organization(organizationId)} variant="default">
            ← {years.data.organization.name}
          </Button>
        )
      }
      searchable={false}
      useRows={() => ({ ...years, data: years.data?.fiscal_years })}
      columns={[
        { key: 'name', header: t('catalogue.name'), cell: (year) => year.name, linked: true },
        { key: 'start', header: t('catalogue.fiscal_years.starts_on'), cell: (year) => day(year.starts_on) },
        { key: 'end', header: t('catalogue.fiscal_years.ends_on'), cell: (year) => day(year.ends_on) },
      ]}
      rowKey={(year) => year.id}
      rowLink={(year) => cataloguePaths.fiscalYear(year.id)}
      emptyText={t('catalogue.fiscal_years.empty')}
    />
  );
}
