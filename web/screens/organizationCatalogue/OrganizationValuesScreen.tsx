import { Alert, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { ResourceForm, type ResourceFormSection } from '../../components/backOffice/ResourceForm';
import { notice } from '../../components/notices';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import {
  catalogueApi,
  useCatalogueMutation,
  useOrganizationCatalogue,
  useOrganizationProperties,
  useOrganizationTags,
} from '../../queries/organizationCatalogue';
import { adminPaths, idParam } from '../../routing/adminPaths';

type Values = Record<string, string | string[] | null>;

/** /admin/organization-property-values/{id}: one organisation's value of each property, and its tags. */
export function OrganizationValuesScreen() {
  const { t } = useTranslation();
  const text = useLocalizedText();
  const navigate = useNavigate();
  const organizationId = idParam(useParams().id);
  const catalogue = useOrganizationCatalogue(organizationId);
  const properties = useOrganizationProperties();
  const tags = useOrganizationTags();
  const save = useCatalogueMutation((body: { tag_ids: number[]; value_ids: number[] }) =>
    catalogueApi.setCatalogue(organizationId ?? 0, body),
  );
  const failed = catalogue.error ?? properties.error ?? tags.error;
  if (failed) return <Alert color="red">{errorText(failed)}</Alert>;
  if (!organizationId || !catalogue.data || !properties.data || !tags.data)
    return <Text c="dimmed">{t('common.loading')}</Text>;
  const chosen = new Set(catalogue.data.value_ids);
  const initialValues: Values = { tag_ids: catalogue.data.tag_ids.map(String) };
  for (const property of properties.data)
    initialValues[`property_${property.id}`] =
      property.values.find((value) => chosen.has(value.id))?.id.toString() ?? null;
  const sections: ResourceFormSection[] = [
    {
      legend: t('catalogue.properties.title'),
      fields: properties.data.map((property) => ({
        name: `property_${property.id}`,
        label: text(property.name),
        kind: 'select' as const,
        options: property.values.map((value) => ({ value: String(value.id), label: text(value.name) })),
      })),
    },
    {
      legend: t('catalogue.tags.title'),
      fields: [
        {
          name: 'tag_ids',
          label: t('catalogue.tags.title'),
          kind: 'multiselect' as const,
          options: tags.data.map((tag) => ({ value: String(tag.id), label: text(tag.name) })),
        },
      ],
    },
  ];
  const back = adminPaths.organization(organizationId);
  return (
    <ResourceForm<Values>
      title={t('catalogue.organization_values.title', { name: catalogue.data.organization.name })}
      back={{ label: catalogue.data.organization.name, to: back }}
      sections={sections}
      initialValues={initialValues}
      onSave={async (values) => {
        const valueIds = properties.data
          .map((property) => values[`property_${property.id}`])
          .filter((value): value is string => typeof value === 'string' && value !== '')
          .map(Number);
        await save.mutateAsync({
          tag_ids: ((values.tag_ids as string[]) ?? []).map(Number),
          value_ids: valueIds,
        });
        notice.info(t('catalogue.saved'));
      }}
      onCancel={() => navigate(back)}
    />
  );
}
