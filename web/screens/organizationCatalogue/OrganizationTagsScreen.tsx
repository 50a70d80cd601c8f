import { useNavigate, useParams } from 'react-router';
import { ResourceForm } from '../../components/backOffice/ResourceForm';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import {
  catalogueApi,
  type OrganizationTag,
  useCatalogueMutation,
  useOrganizationTags,
} from '../../queries/organizationCatalogue';
import { idParam } from '../../routing/adminPaths';
import { cataloguePaths, nameFields, nameOf } from './cataloguePaths';
import { useNameSections } from './useNameSections';

/** /admin/organization-tags/{id}: the tags (`all`), a new one (`new`) or one tag to rename or delete. */
export function OrganizationTagsScreen() {
  const { t } = useTranslation();
  const text = useLocalizedText();
  const param = useParams().id;
  const id = idParam(param);
  const tags = useOrganizationTags();
  if (param === 'new' || id) return <TagForm id={id} tags={tags.data} />;
  const filtered = (search: string) => ({
    ...tags,
    data: tags.data?.filter((tag) => !search || text(tag.name).toLowerCase().includes(search.toLowerCase())),
  });
  return (
    <ResourceListPage<OrganizationTag>
      title={t('catalogue.tags.title')}
      intro={t('catalogue.tags.intro')}
      create={{ label: t('catalogue.tags.new'), to: cataloguePaths.tags('new') }}
      useRows={filtered}
      columns={[
        { key: 'name', header: t('catalogue.name'), cell: (tag) => text(tag.name), linked: true },
        {
          key: 'count',
          header: t('catalogue.organizations'),
          cell: (tag) => tag.organization_count,
          align: 'right',
        },
      ]}
      rowKey={(tag) => tag.id}
      rowLink={(tag) => cataloguePaths.tags(tag.id)}
      emptyText={t('catalogue.tags.empty')}
    />
  );
}

function TagForm({ id, tags }: { id: number | null; tags?: OrganizationTag[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sections = useNameSections();
  const save = useCatalogueMutation((name: ReturnType<typeof nameOf>) => catalogueApi.saveTag(id, name));
  const remove = useCatalogueMutation(() => catalogueApi.deleteTag(id ?? 0));
  const tag = tags?.find((row) => row.id === id);
  if (id && !tags) return null;
  const back = () => navigate(cataloguePaths.tags());
  return (
    <ResourceForm
      key={tag?.id ?? 'new'}
      title={t(id ? 'catalogue.tags.edit' : 'catalogue.tags.new')}
      back={{ label: t('catalogue.tags.back'), to: cataloguePaths.tags() }}
      sections={sections}
      initialValues={nameFields(tag?.name)}
      onSave={async (values) => {
        await save.mutateAsync(nameOf(values));
        back();
      }}
      onCancel={back}
      remove={
        tag
          ? {
              confirmMessage: t('catalogue.tags.delete_confirm', { count: tag.organization_count }),
              run: async () => {
                await remove.mutateAsync(undefined);
                back();
              },
            }
          : undefined
      }
    />
  );
}
