import { Alert, Container, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import type { Localized } from '../../../common/survey/content';
import { errorText } from '../../api/apiError';
import { writtenTexts } from '../../components/backOffice/LocalizedTextFields';
import { ResourceForm, type ResourceFormSection } from '../../components/backOffice/ResourceForm';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type BenchmarkInput,
  type DefinedBenchmark,
  useBenchmarkFormOptions,
  useDefinedBenchmark,
  useSaveBenchmark,
} from '../../queries/benchmarks';
import { useOrganizationProperties, useOrganizationTags } from '../../queries/organizationCatalogue';
import { BenchmarkComputePanel } from './BenchmarkComputePanel';
import { BenchmarkItemsTable } from './BenchmarkItemsTable';
import { benchmarkPath, benchmarksPath, schoolYearLabel } from './benchmarkPaths';

type Values = {
  name: Localized;
  survey_version_ids: string[];
  school_years: string[];
  parent_ids: string[];
  value_ids: string[];
  tag_ids: string[];
  min_schools: number;
};

const thisYear = new Date().getUTCFullYear();
const years = Array.from({ length: 8 }, (_, index) => thisYear - 6 + index);

const valuesOf = (benchmark: DefinedBenchmark | undefined): Values => ({
  name: { ...benchmark?.name },
  survey_version_ids: (benchmark?.survey_version_ids ?? []).map(String),
  school_years: (benchmark?.school_years ?? []).map(String),
  parent_ids: (benchmark?.parent_ids ?? []).map(String),
  value_ids: (benchmark?.value_ids ?? []).map(String),
  tag_ids: (benchmark?.tag_ids ?? []).map(String),
  min_schools: benchmark?.min_schools ?? 3,
});

const inputOf = (values: Values): BenchmarkInput => ({
  name: writtenTexts(values.name),
  survey_version_ids: values.survey_version_ids.map(Number),
  school_years: values.school_years.map(Number),
  parent_ids: values.parent_ids.map(Number),
  value_ids: values.value_ids.map(Number),
  tag_ids: values.tag_ids.map(Number),
  min_schools: Number(values.min_schools),
});

/** Spec §2 /admin/benchmark/{id} (super-admin): what a benchmark takes, its computation, publication and values. */
export function BenchmarkScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id = 'new' } = useParams<{ id: string }>();
  const benchmarkId = id === 'new' ? null : Number(id);
  const benchmark = useDefinedBenchmark(benchmarkId);
  const options = useBenchmarkFormOptions();
  const properties = useOrganizationProperties();
  const tags = useOrganizationTags();
  const save = useSaveBenchmark(benchmarkId);

  const failed = benchmark.isError ? benchmark.error : options.isError ? options.error : null;
  if (failed)
    return (
      <Container size="md" py="xl">
        <Alert color="red">{errorText(failed)}</Alert>
      </Container>
    );
  if (!options.data || !properties.data || !tags.data || (benchmarkId !== null && !benchmark.data))
    return (
      <Container size="md" py="xl">
        <Text c="dimmed">{t('common.loading')}</Text>
      </Container>
    );

  const sections: ResourceFormSection[] = [
    {
      fields: [
        { name: 'name', label: t('benchmarks.form.name'), kind: 'localized', rule: 'one', maxLength: 200 },
      ],
    },
    {
      legend: t('benchmarks.form.takes'),
      fields: [
        {
          name: 'survey_version_ids',
          label: t('benchmarks.form.versions'),
          kind: 'multiselect',
          required: true,
          options: options.data.survey_versions.map((version) => ({
            value: String(version.id),
            label: t('benchmarks.form.version_option', {
              title: localizedText(version.title, i18n.language),
              number: version.number,
              owner: version.owner ?? t('benchmarks.form.library'),
              schools: version.schools,
            }),
          })),
        },
        {
          name: 'school_years',
          label: t('benchmarks.form.years'),
          kind: 'multiselect',
          required: true,
          options: years.map((year) => ({ value: String(year), label: schoolYearLabel(year) })),
        },
        {
          name: 'parent_ids',
          label: t('benchmarks.form.parents'),
          description: t('benchmarks.form.parents_help'),
          kind: 'multiselect',
          options: options.data.organizations
            .filter((organization) => organization.type === 'organization')
            .map((organization) => ({ value: String(organization.id), label: organization.name })),
        },
        {
          name: 'value_ids',
          label: t('benchmarks.form.values'),
          description: t('benchmarks.form.values_help'),
          kind: 'multiselect',
          options: (properties.data ?? []).flatMap((property) =>
            property.values.map((value) => ({
              value: String(value.id),
              label: `${localizedText(property.name, i18n.language)}: ${localizedText(value.name, i18n.language)}`,
            })),
          ),
        },
        {
          name: 'tag_ids',
          label: t('benchmarks.form.tags'),
          description: t('benchmarks.form.tags_help'),
          kind: 'multiselect',
          options: (tags.data ?? []).map((tag) => ({
            value: String(tag.id),
            label: localizedText(tag.name, i18n.language),
          })),
        },
        {
          name: 'min_schools',
          label: t('benchmarks.form.min_schools'),
          description: t('benchmarks.form.min_schools_help'),
          kind: 'number',
          required: true,
        },
      ],
    },
  ];

  return (
    <>
      <ResourceForm<Values>
        key={benchmark.data?.id ?? 'new'}
        title={benchmark.data ? localizedText(benchmark.data.name, i18n.language) : t('benchmarks.new')}
        back={{ label: `← ${t('benchmarks.title')}`, to: benchmarksPath }}
        sections={sections}
        initialValues={valuesOf(benchmark.data)}
        onSave={async (values) => {
          const saved = await save.mutateAsync(inputOf(values));
          notice.info(t('benchmarks.saved'));
          if (benchmarkId === null) navigate(benchmarkPath(saved.id));
        }}
        onCancel={() => navigate(benchmarksPath)}
      />
      {benchmark.data && (
        <Container size="md" pb="xl">
          <BenchmarkComputePanel benchmark={benchmark.data} />
          <BenchmarkItemsTable benchmark={benchmark.data} />
        </Container>
      )}
    </>
  );
}
