import { Badge } from '@mantine/core';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import type { ResourceColumn } from '../../components/backOffice/ResourceTable';
import { formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { type SurveyPackageSummary, useSurveyPackages } from '../../queries/surveyPackages';
import { adminPaths } from '../../routing/adminPaths';

const statusColor = { active: 'green', scheduled: 'blue', ended: 'gray' } as const;

/** /admin/survey-packages: the bundles of library surveys and benchmarks organisations may run. */
export function SurveyPackagesScreen() {
  const { t, i18n } = useTranslation();
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : '…');
  const columns: ResourceColumn<SurveyPackageSummary>[] = [
    {
      key: 'name',
      header: t('survey_packages.name'),
      cell: (pkg) => pkg.name,
      linked: true,
      note: (pkg) => (pkg.is_free ? t('survey_packages.free_note') : pkg.description || undefined),
    },
    {
      key: 'valid',
      header: t('survey_packages.valid'),
      cell: (pkg) => `${day(pkg.valid_from)} – ${day(pkg.valid_to)}`,
    },
    {
      key: 'status',
      header: t('survey_packages.status'),
      cell: (pkg) => (
        <Badge color={statusColor[pkg.status]} variant="light" miw="max-content">
          {t(`survey_packages.statuses.${pkg.status}`)}
        </Badge>
      ),
    },
    { key: 'surveys', header: t('survey_packages.surveys'), cell: (pkg) => pkg.survey_count, align: 'right' },
    {
      key: 'benchmarks',
      header: t('survey_packages.benchmarks'),
      cell: (pkg) => pkg.benchmark_count,
      align: 'right',
    },
    {
      key: 'organizations',
      header: t('survey_packages.organizations'),
      cell: (pkg) => (pkg.is_free ? t('survey_packages.without_package') : pkg.organization_count),
      align: 'right',
    },
  ];
  return (
    <ResourceListPage
      title={t('survey_packages.title')}
      intro={t('survey_packages.intro')}
      create={{ label: t('survey_packages.new'), to: adminPaths.surveyPackage('add') }}
      useRows={useSurveyPackages}
      searchable={false}
      columns={columns}
      rowKey={(pkg) => pkg.id}
      rowLink={(pkg) => adminPaths.surveyPackage(pkg.id)}
      emptyText={t('survey_packages.empty')}
    />
  );
}
