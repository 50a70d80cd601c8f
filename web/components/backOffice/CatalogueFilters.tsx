import { Group, Select } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type CatalogueFilter,
  useOrganizationProperties,
  useOrganizationTags,
} from '../../queries/organizationCatalogue';

const idIn = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The list's tag and property-value filter, kept in the address (?tag_id=…&value_id=…). */
export function useCatalogueFilter() {
  const [params, setParams] = useSearchParams();
  const filter: CatalogueFilter = {
    tagId: idIn(params.get('tag_id')),
    valueId: idIn(params.get('value_id')),
  };
  const set = (name: 'tag_id' | 'value_id', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { filter, set, filtered: filter.tagId !== null || filter.valueId !== null };
}

/** Two drop-downs over a back-office list: an organisation tag, and a property value grouped by property. */
export function CatalogueFilters({
  filter,
  set,
}: Pick<ReturnType<typeof useCatalogueFilter>, 'filter' | 'set'>) {
  const { t } = useTranslation();
  const text = useLocalizedText();
  const tags = useOrganizationTags();
  const properties = useOrganizationProperties();
  const tagData = (tags.data ?? []).map((tag) => ({ value: String(tag.id), label: text(tag.name) }));
  const valueData = (properties.data ?? [])
    .filter((property) => property.values.length > 0)
    .map((property) => ({
      group: text(property.name),
      items: property.values.map((value) => ({ value: String(value.id), label: text(value.name) })),
    }));
  return (
    <Group grow align="flex-end" wrap="wrap">
      <Select
        label={t('catalogue.filters.tag')}
        placeholder={t('catalogue.filters.any_tag')}
        data={tagData}
        value={filter.tagId ? String(filter.tagId) : null}
        onChange={(value) => set('tag_id', value)}
        clearable
        searchable
        nothingFoundMessage={t('catalogue.filters.none')}
      />
      <Select
        label={t('catalogue.filters.value')}
        placeholder={t('catalogue.filters.any_value')}
        data={valueData}
        value={filter.valueId ? String(filter.valueId) : null}
        onChange={(value) => set('value_id', value)}
        clearable
        searchable
        nothingFoundMessage={t('catalogue.filters.none')}
      />
    </Group>
  );
}
