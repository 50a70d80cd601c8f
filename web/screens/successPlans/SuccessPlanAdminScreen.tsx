import { Alert, Container, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import type { Localized } from '../../../common/survey/content';
import { errorText } from '../../api/apiError';
import { writtenTexts } from '../../components/backOffice/LocalizedTextFields';
import { ResourceForm, type ResourceFormSection } from '../../components/backOffice/ResourceForm';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type SuccessPlan,
  type SuccessPlanInput,
  useAdminSuccessPlan,
  useSaveSuccessPlan,
} from '../../queries/successPlans';
import { successPlanAdminPath, successPlansAdminPath } from './successPlanPaths';

/** The texts written per survey language, each a `Localized` form value. */
const textFields = [
  { field: 'title', label: 'successPlans.admin.entry_title', maxLength: 200 },
  { field: 'why', label: 'successPlans.admin.why', multiline: true, maxLength: 5000 },
  { field: 'steps', label: 'successPlans.admin.steps', multiline: true, maxLength: 10000 },
  { field: 'time_needed', label: 'successPlans.admin.time_needed', maxLength: 500 },
] as const;

type Values = Record<string, string | boolean | Localized>;

/** Sources are edited one per line: "title | https://address" (the address may be left out). */
const sourcesToText = (sources: SuccessPlanInput['sources']) =>
  sources.map((source) => (source.url ? `${source.title} | ${source.url}` : source.title)).join('\n');
const textToSources = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [title, url] = line.split(' | ');
      return { title: title.trim(), url: url?.trim() || null };
    });

function valuesOf(plan: SuccessPlan | undefined): Values {
  const values: Values = {
    focus_kind: plan?.focus_kind ?? 'pillar',
    focus_ref: plan?.focus_ref ?? '',
    sources: plan ? sourcesToText(plan.sources) : '',
    archived: plan?.archived ?? false,
  };
  for (const { field } of textFields) values[field] = { ...plan?.[field] };
  return values;
}

const localizedOf = (values: Values, field: string) => writtenTexts(values[field] as Localized);

/** Spec §2 /admin/success-plans/{id} (super-admin): one library entry in every survey language. */
export function SuccessPlanAdminScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = 'new' } = useParams<{ id: string }>();
  const planId = id === 'new' ? null : Number(id);
  const validId = planId === null || (Number.isInteger(planId) && planId > 0);
  const existing = useAdminSuccessPlan(validId ? planId : null);
  const save = useSaveSuccessPlan(planId);

  if (!validId || existing.isError)
    return (
      <Container size="md" py="xl">
        <Alert color="red">{existing.isError ? errorText(existing.error) : t('back_office.not_found')}</Alert>
      </Container>
    );
  if (planId !== null && !existing.data)
    return (
      <Container size="md" py="xl">
        <Text c="dimmed">{t('common.loading')}</Text>
      </Container>
    );

  const sections: ResourceFormSection[] = [
    {
      fields: [
        {
          name: 'focus_kind',
          label: t('successPlans.admin.kind'),
          kind: 'select',
          required: true,
          options: (['pillar', 'question'] as const).map((value) => ({
            value,
            label: t(`successPlans.kind.${value}`),
          })),
        },
        {
          name: 'focus_ref',
          label: t('successPlans.admin.focus_ref'),
          description: t('successPlans.admin.focus_ref_help'),
          required: true,
        },
      ],
    },
    {
      legend: t('successPlans.admin.texts'),
      fields: textFields.map(({ field, label, ...rest }, index) => ({
        name: field,
        label: t(label),
        // The rule (at least one language; English where one is missing) is said once, under the first.
        description: index === 0 ? undefined : '',
        kind: 'localized' as const,
        multiline: 'multiline' in rest,
        maxLength: rest.maxLength,
      })),
    },
    {
      legend: t('successPlans.admin.sources'),
      fields: [
        {
          name: 'sources',
          label: t('successPlans.admin.sources'),
          description: t('successPlans.admin.sources_help'),
          kind: 'textarea',
        },
        ...(planId === null
          ? []
          : [
              { name: 'archived', label: t('successPlans.admin.archived_switch'), kind: 'checkbox' as const },
            ]),
      ],
    },
  ];

  return (
    <ResourceForm<Values>
      title={planId === null ? t('successPlans.admin.new') : t('successPlans.admin.edit')}
      back={{ label: `← ${t('successPlans.admin.title')}`, to: successPlansAdminPath }}
      sections={sections}
      initialValues={valuesOf(existing.data)}
      onSave={async (values) => {
        const saved = await save.mutateAsync({
          focus_kind: values.focus_kind as SuccessPlanInput['focus_kind'],
          focus_ref: String(values.focus_ref).trim(),
          title: localizedOf(values, 'title'),
          why: localizedOf(values, 'why'),
          steps: localizedOf(values, 'steps'),
          time_needed: localizedOf(values, 'time_needed'),
          sources: textToSources(String(values.sources)),
          ...(planId === null ? {} : { archived: Boolean(values.archived) }),
        });
        notice.info(t('successPlans.admin.saved'));
        if (planId === null) navigate(successPlanAdminPath(saved.id));
      }}
      onCancel={() => navigate(successPlansAdminPath)}
    />
  );
}
