import { CatalogueFilters, useCatalogueFilter } from '../../components/backOffice/CatalogueFilters';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import type { ResourceColumn } from '../../components/backOffice/ResourceTable';
import { useTranslation } from '../../i18n/useTranslation';
import { type AdminOrganization, useAdminOrganizations } from '../../queries/admin';
import { adminPaths } from '../../routing/adminPaths';

/**
 * /admin/organizations and /admin/search-organizations: each row opens the organisation's back-office page;
 * the list narrows to an organisation tag or a property value (?tag_id=, ?value_id=).
 */
export function AdminOrganizationsScreen() {
  const { t } = useTranslation();
  const { filter, set, filtered } = useCatalogueFilter();
  const useRows = (search: string) => useAdminOrganizations(search, filter);
  const columns: ResourceColumn<AdminOrganization>[] = [
    { key: 'name', header: t('admin.name'), cell: (row) => row.name, linked: true },
    { key: 'type', header: t('admin.type'), cell: (row) => t(`organization_types.${row.type}`) },
    { key: 'city', header: t('admin.city'), cell: (row) => row.city },
  ];
  return (
    <ResourceListPage
      title={t('admin.organizations_title')}
      create={{ label: t('back_office.new_organization'), to: adminPaths.organization('new') }}
      filters={<CatalogueFilters filter={filter} set={set} />}
      filtered={filtered}
      useRows={useRows}
      columns={columns}
      rowKey={(row) => row.id}
      rowLink={(row) => adminPaths.organization(row.id)}
    />
  );
}
