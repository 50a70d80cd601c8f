import { Alert, Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { describeFailure } from '../../api/formErrors';
import { countryName } from '../../i18n/countryName';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type AdminOrganizationDetail,
  type OrganizationKind,
  type OrganizationValues,
  useOrganizationChoices,
} from '../../queries/adminOrganizations';
import { useAdminLanguageOptions } from '../../queries/languages';
import { draftFrom, draftProblems, type OrganizationDraft, suggestSlug } from './organizationFormRules';

type OrganizationFormProps = {
  /** Absent when creating. */
  organization?: AdminOrganizationDetail;
  saving: boolean;
  error: unknown;
  onSubmit: (values: OrganizationValues) => void;
};

const serverFields = [
  'name',
  'slug',
  'type',
  'parent_id',
  'city',
  'country',
  'languages',
  'default_language',
];
const kinds: OrganizationKind[] = ['school', 'organization', 'solo'];

/** Name, address (slug), type, parent organisation, place and survey languages of an organisation. */
export function OrganizationForm({ organization, saving, error, onSubmit }: OrganizationFormProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<OrganizationDraft>(() => draftFrom(organization));
  const [slugTouched, setSlugTouched] = useState(Boolean(organization));
  const [tried, setTried] = useState(false);
  const isNew = !organization;
  const parents = useOrganizationChoices('organization', '', draft.type === 'school');
  const failure = describeFailure(error, serverFields);
  const problems = tried ? draftProblems(draft) : {};
  const fieldError = (field: string) => (problems[field] ? t(problems[field]) : failure.fields[field]);
  const change = (values: Partial<OrganizationDraft>) => setDraft((current) => ({ ...current, ...values }));
  const languageOptions = useAdminLanguageOptions('interface_or_survey', draft.languages);

  function handleNameChange(name: string) {
    change(slugTouched ? { name } : { name, slug: suggestSlug(name) });
  }

  function handleLanguagesChange(values: string[]) {
    const languages = values;
    const defaultLanguage = languages.includes(draft.defaultLanguage) ? draft.defaultLanguage : languages[0];
    change({ languages, defaultLanguage: defaultLanguage ?? draft.defaultLanguage });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(draftProblems(draft)).length) return;
    onSubmit({
      name: draft.name.trim(),
      slug: draft.slug.trim(),
      ...(isNew ? { type: draft.type } : {}),
      parent_id: draft.type === 'school' ? draft.parentId : null,
      city: draft.city.trim() || null,
      country: draft.country.trim().toUpperCase(),
      languages: draft.languages,
      default_language: draft.defaultLanguage,
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        {failure.alert && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {failure.alert}
          </Alert>
        )}
        <TextInput
          label={t('back_office.organization.name')}
          required
          value={draft.name}
          error={fieldError('name')}
          onChange={(event) => handleNameChange(event.currentTarget.value)}
        />
        <TextInput
          label={t('back_office.organization.slug')}
          description={t('back_office.organization.slug_hint')}
          required
          value={draft.slug}
          error={fieldError('slug')}
          onChange={(event) => {
            setSlugTouched(true);
            change({ slug: event.currentTarget.value });
          }}
        />
        <Select
          label={t('back_office.organization.type')}
          description={isNew ? undefined : t('back_office.organization.type_fixed')}
          data={kinds.map((kind) => ({ value: kind, label: t(`organization_types.${kind}`) }))}
          disabled={!isNew}
          value={draft.type}
          error={fieldError('type')}
          onChange={(value) => value && change({ type: value as OrganizationKind })}
        />
        {draft.type === 'school' && (
          <Select
            label={t('back_office.organization.parent')}
            placeholder={t('back_office.organization.parent_none')}
            searchable
            clearable
            data={(parents.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            value={draft.parentId === null ? null : String(draft.parentId)}
            error={fieldError('parent_id')}
            onChange={(value) => change({ parentId: value ? Number(value) : null })}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('back_office.organization.city')}
            value={draft.city}
            error={fieldError('city')}
            onChange={(event) => change({ city: event.currentTarget.value })}
          />
          <TextInput
            label={t('back_office.organization.country')}
            description={
              countryName(draft.country, i18n.language) ?? t('back_office.organization.country_hint')
            }
            required
            maxLength={2}
            value={draft.country}
            error={fieldError('country')}
            onChange={(event) => change({ country: event.currentTarget.value.toUpperCase() })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label={t('back_office.organization.languages')}
            data={languageOptions}
            required
            value={draft.languages}
            error={fieldError('languages')}
            onChange={handleLanguagesChange}
          />
          <Select
            label={t('back_office.organization.default_language')}
            data={languageOptions.filter((option) => draft.languages.includes(option.value))}
            required
            value={draft.defaultLanguage}
            error={fieldError('default_language')}
            onChange={(value) => value && change({ defaultLanguage: value })}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={saving}>
            {isNew ? t('back_office.organization.create') : t('back_office.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
