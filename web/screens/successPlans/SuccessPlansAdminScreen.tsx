import { Badge } from '@mantine/core';
import { orderLanguages } from '../../../common/languages';
import { localizedText } from '../../../common/localizedText';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import type { ResourceColumn } from '../../components/backOffice/ResourceTable';
import { useTranslation } from '../../i18n/useTranslation';
import { type SuccessPlan, useAdminSuccessPlans } from '../../queries/successPlans';
import { successPlanAdminPath } from './successPlanPaths';

/** The library is small (an entry or a few per theme): searched in the browser, by title in any language or by focus. */
function useLibraryRows(search: string) {
  const plans = useAdminSuccessPlans();
  const needle = search.trim().toLocaleLowerCase();
  const data = needle
    ? plans.data?.filter((plan) =>
        [plan.focus_ref, ...Object.values(plan.title)].some((text) =>
          (text ?? '').toLocaleLowerCase().includes(needle),
        ),
      )
    : plans.data;
  return { ...plans, data };
}

/** Spec §2 /admin/success-plans (super-admin): the library of evidence-based interventions. */
export function SuccessPlansAdminScreen() {
  const { t, i18n } = useTranslation();
  const columns: ResourceColumn<SuccessPlan>[] = [
    {
      key: 'title',
      header: t('successPlans.admin.entry_title'),
      cell: (plan) => localizedText(plan.title, i18n.language),
      linked: true,
      note: (plan) =>
        plan.archived ? (
          <Badge color="gray" variant="light">
            {t('successPlans.admin.archived')}
          </Badge>
        ) : null,
    },
    {
      key: 'focus',
      header: t('successPlans.admin.focus'),
      cell: (plan) =>
        `${t(`successPlans.kind.${plan.focus_kind}`)}: ${
          plan.focus_name ? localizedText(plan.focus_name, i18n.language) : plan.focus_ref
        }`,
      note: (plan) => (plan.focus_name ? plan.focus_ref : null),
    },
    {
      key: 'languages',
      header: t('successPlans.admin.languages'),
      cell: (plan) =>
        orderLanguages(Object.keys(plan.title))
          .filter((language) => plan.title[language] && plan.steps[language])
          .map((language) => language.toUpperCase())
          .join(', '),
    },
  ];
  return (
    <ResourceListPage
      title={t('successPlans.admin.title')}
      intro={t('successPlans.admin.intro')}
      create={{ label: t('successPlans.admin.new'), to: successPlanAdminPath('new') }}
      useRows={useLibraryRows}
      columns={columns}
      rowKey={(plan) => plan.id}
      rowLink={(plan) => successPlanAdminPath(plan.id)}
    />
  );
}
