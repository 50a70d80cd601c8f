import { Group, Select } from '@mantine/core';
import { OrganizationPicker } from '../../components/OrganizationPicker';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import type { OrganizationKind } from '../../queries/adminOrganizations';
import type { AdminSurveyFilters } from '../../queries/adminSurveys';
import { surveyAudiences } from '../../queries/surveys';
import { useSurveyTags } from '../../queries/surveyTags';

export type OwnerKind = 'all' | 'library' | OrganizationKind;

type Props = {
  filters: AdminSurveyFilters;
  ownerKind: OwnerKind;
  onOwnerKind: (kind: OwnerKind) => void;
  onChange: (change: Partial<AdminSurveyFilters>) => void;
};

/** Tag, audience, owner and archived filters of the survey list. */
export function SurveyLibraryFilters({ filters, ownerKind, onOwnerKind, onChange }: Props) {
  const { t } = useTranslation();
  const text = useLocalizedText();
  const tags = useSurveyTags();
  const ownerKinds: OwnerKind[] = ['all', 'library', 'school', 'organization', 'solo'];
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={t('admin_surveys.filters.tag')}
        placeholder={t('admin_surveys.filters.any')}
        clearable
        data={(tags.data ?? []).map((tag) => ({ value: String(tag.id), label: text(tag.name) }))}
        value={filters.tag_id ? String(filters.tag_id) : null}
        onChange={(value) => onChange({ tag_id: value ? Number(value) : undefined })}
        w={200}
      />
      <Select
        label={t('admin_surveys.filters.audience')}
        placeholder={t('admin_surveys.filters.any')}
        clearable
        data={surveyAudiences.map((audience) => ({
          value: audience,
          label: t(`survey_builder.audiences.${audience}`),
        }))}
        value={filters.audience ?? null}
        onChange={(value) => onChange({ audience: (value ?? undefined) as AdminSurveyFilters['audience'] })}
        w={160}
      />
      <Select
        label={t('admin_surveys.filters.owner')}
        data={ownerKinds.map((kind) => ({ value: kind, label: t(`admin_surveys.filters.owners.${kind}`) }))}
        value={ownerKind}
        onChange={(value) => onOwnerKind((value ?? 'all') as OwnerKind)}
        w={200}
      />
      {ownerKind !== 'all' && ownerKind !== 'library' && (
        <OrganizationPicker
          label={t(`admin_surveys.filters.owners.${ownerKind}`)}
          type={ownerKind}
          value={typeof filters.owner === 'number' ? filters.owner : null}
          onChange={(id) => onChange({ owner: id ?? undefined })}
        />
      )}
      <Select
        label={t('admin_surveys.filters.archived')}
        data={(['exclude', 'include', 'only'] as const).map((value) => ({
          value,
          label: t(`admin_surveys.filters.archived_${value}`),
        }))}
        value={filters.archived ?? 'exclude'}
        onChange={(value) => onChange({ archived: (value ?? 'exclude') as AdminSurveyFilters['archived'] })}
        w={180}
      />
    </Group>
  );
}
