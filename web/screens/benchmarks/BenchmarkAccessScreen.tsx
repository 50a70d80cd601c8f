import { Alert, Container, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import { errorText } from '../../api/apiError';
import { ResourceForm } from '../../components/backOffice/ResourceForm';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import {
  useBenchmarkFormOptions,
  useDefinedBenchmark,
  useSaveBenchmarkAccess,
} from '../../queries/benchmarks';
import { useOrganizationTags } from '../../queries/organizationCatalogue';
import { benchmarkPath } from './benchmarkPaths';

type Values = {
  for_everyone: boolean;
  offered_to_freemium: boolean;
  organization_ids: string[];
  tag_ids: string[];
};

/** Spec §2 /admin/benchmark/{benchmark_id}/access: which organisations (by name or by tag) may use it, and freemium accounts. */
export function BenchmarkAccessScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { benchmark_id } = useParams<{ benchmark_id: string }>();
  const benchmarkId = Number(benchmark_id);
  const benchmark = useDefinedBenchmark(benchmarkId);
  const options = useBenchmarkFormOptions();
  const tags = useOrganizationTags();
  const save = useSaveBenchmarkAccess(benchmarkId);
  const back = benchmarkPath(benchmarkId);

  const failed = benchmark.error ?? options.error ?? tags.error;
  if (failed)
    return (
      <Container size="md" py="xl">
        <Alert color="red">{errorText(failed)}</Alert>
      </Container>
    );
  if (!benchmark.data || !options.data || !tags.data)
    return (
      <Container size="md" py="xl">
        <Text c="dimmed">{t('common.loading')}</Text>
      </Container>
    );
  const name = localizedText(benchmark.data.name, i18n.language);
  const tagOptions = tags.data.map((tag) => ({
    value: String(tag.id),
    label: localizedText(tag.name, i18n.language),
  }));
  return (
    <ResourceForm<Values>
      title={t('benchmarks.access.heading', { name })}
      back={{ label: `← ${name}`, to: back }}
      sections={[
        {
          fields: [
            {
              name: 'for_everyone',
              label: t('benchmarks.access.for_everyone'),
              kind: 'checkbox',
            },
            {
              name: 'organization_ids',
              label: t('benchmarks.access.organizations'),
              description: t('benchmarks.access.organizations_help'),
              kind: 'multiselect',
              options: options.data.organizations.map((organization) => ({
                value: String(organization.id),
                label: organization.name,
              })),
            },
            {
              name: 'tag_ids',
              label: t('benchmarks.access.tags'),
              description: t('benchmarks.access.tags_help'),
              kind: 'multiselect',
              options: tagOptions,
            },
            {
              name: 'offered_to_freemium',
              label: t('benchmarks.access.freemium'),
              description: t('benchmarks.access.freemium_help'),
              kind: 'checkbox',
            },
          ],
        },
      ]}
      initialValues={{
        for_everyone: benchmark.data.for_everyone,
        offered_to_freemium: benchmark.data.offered_to_freemium,
        organization_ids: benchmark.data.organization_ids.map(String),
        tag_ids: benchmark.data.access_tag_ids.map(String),
      }}
      onSave={async (values) => {
        await save.mutateAsync({
          ...values,
          organization_ids: values.organization_ids.map(Number),
          tag_ids: values.tag_ids.map(Number),
        });
        notice.info(t('benchmarks.saved'));
        navigate(back);
      }}
      onCancel={() => navigate(back)}
    />
  );
}
