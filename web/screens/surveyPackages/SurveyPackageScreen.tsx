import { Alert, Container, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { ResourceForm, type ResourceFormSection } from '../../components/backOffice/ResourceForm';
import { notice } from '../../components/notices';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import {
  useDeleteSurveyPackage,
  useSaveSurveyPackage,
  useSurveyPackage,
  useSurveyPackageChoices,
} from '../../queries/surveyPackages';
import { adminPaths, idParam } from '../../routing/adminPaths';

type Values = {
  name: string;
  description: string;
  valid_from: string;
  valid_to: string;
  survey_ids: string[];
  benchmark_ids: string[];
  organization_ids: string[];
};

const today = () => new Date().toISOString().slice(0, 10);
const numbers = (values: string[]) => values.map(Number);

/** /admin/survey-packages/{id|add}: a package's name, days, surveys, benchmarks and organisations. */
export function SurveyPackageScreen() {
  const { t } = useTranslation();
  const text = useLocalizedText();
  const navigate = useNavigate();
  const params = useParams<{ id: string }>();
  const adding = params.id === 'add';
  const id = adding ? null : idParam(params.id);
  const current = useSurveyPackage(id);
  const choices = useSurveyPackageChoices();
  const save = useSaveSurveyPackage(id);
  const remove = useDeleteSurveyPackage(id);
  const back = { label: `← ${t('survey_packages.title')}`, to: adminPaths.surveyPackages };

  const failure = (!adding && id === null) || current.error || choices.error;
  if (failure)
    return (
      <Container size="md" py="xl">
        <Alert color="red" role="alert">
          {current.error || choices.error
            ? errorText(current.error ?? choices.error)
            : t('survey_packages.missing')}
        </Alert>
      </Container>
    );
  if ((id !== null && !current.data) || !choices.data)
    return (
      <Container size="md" py="xl">
        <Text c="dimmed">{t('common.loading')}</Text>
      </Container>
    );
  const pkg = current.data;
  const { surveys, benchmarks, organizations } = choices.data;
  const ids = (values: number[] | undefined) => (values ?? []).map(String);
  const sections: ResourceFormSection[] = [
    {
      fields: [
        { name: 'name', label: t('survey_packages.name'), required: true },
        { name: 'description', label: t('survey_packages.description'), kind: 'textarea' },
      ],
    },
    {
      legend: t('survey_packages.valid'),
      fields: [
        {
          name: 'valid_from',
          label: t('survey_packages.valid_from'),
          required: true,
          description: t('survey_packages.day_help'),
        },
        {
          name: 'valid_to',
          label: t('survey_packages.valid_to'),
          description: t('survey_packages.valid_to_help'),
        },
      ],
    },
    {
      legend: t('survey_packages.contents'),
      fields: [
        {
          name: 'survey_ids',
          label: t('survey_packages.surveys'),
          kind: 'multiselect',
          description: t('survey_packages.surveys_help'),
          options: surveys.map((survey) => ({
            value: String(survey.id),
            label: `${text(survey.title)} (${t(`survey_packages.audiences.${survey.audience}`)})`,
          })),
        },
        {
          name: 'benchmark_ids',
          label: t('survey_packages.benchmarks'),
          kind: 'multiselect',
          description: t('survey_packages.benchmarks_help'),
          options: benchmarks.map((benchmark) => ({
            value: String(benchmark.id),
            label: `${text(benchmark.name)} (${benchmark.school_year}/${String((benchmark.school_year + 1) % 100).padStart(2, '0')})`,
          })),
        },
      ],
    },
    pkg?.is_free
      ? { legend: t('survey_packages.organizations'), fields: [] }
      : {
          legend: t('survey_packages.organizations'),
          fields: [
            {
              name: 'organization_ids',
              label: t('survey_packages.organizations'),
              kind: 'multiselect',
              description: t('survey_packages.organizations_help'),
              options: organizations.map((organization) => ({
                value: String(organization.id),
                label: `${organization.name} (${t(`survey_packages.organization_types.${organization.type}`)})`,
              })),
            },
          ],
        },
  ];
  return (
    <ResourceForm<Values>
      title={pkg ? pkg.name : t('survey_packages.new')}
      back={back}
      sections={sections.filter((section) => section.fields.length)}
      initialValues={{
        name: pkg?.name ?? '',
        description: pkg?.description ?? '',
        valid_from: pkg?.valid_from ?? today(),
        valid_to: pkg?.valid_to ?? '',
        survey_ids: ids(pkg?.survey_ids),
        benchmark_ids: ids(pkg?.benchmark_ids),
        organization_ids: ids(pkg?.organization_ids),
      }}
      onSave={async (values) => {
        await save.mutateAsync({
          name: values.name.trim(),
          description: values.description.trim(),
          valid_from: values.valid_from.trim(),
          valid_to: values.valid_to.trim() || null,
          survey_ids: numbers(values.survey_ids),
          benchmark_ids: numbers(values.benchmark_ids),
          organization_ids: pkg?.is_free ? [] : numbers(values.organization_ids),
        });
        notice.info(t('survey_packages.saved'));
        navigate(adminPaths.surveyPackages);
      }}
      onCancel={() => navigate(adminPaths.surveyPackages)}
      remove={
        pkg && !pkg.is_free
          ? {
              confirmMessage: t('survey_packages.delete_confirm', { name: pkg.name }),
              run: async () => {
                await remove.mutateAsync(undefined);
                navigate(adminPaths.surveyPackages);
              },
            }
          : undefined
      }
    />
  );
}
