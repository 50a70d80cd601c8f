import { Alert, Anchor, Button, Container, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Localized } from '../../../common/survey/content';
import { ApiError, errorText } from '../../api/apiError';
import { describeFailure } from '../../api/formErrors';
import {
  LocalizedTextFields,
  languageErrorsOf,
  writtenTexts,
} from '../../components/backOffice/LocalizedTextFields';
import { ResourceForm } from '../../components/backOffice/ResourceForm';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import {
  catalogueApi,
  type OrganizationProperty,
  useCatalogueMutation,
  useOrganizationProperties,
} from '../../queries/organizationCatalogue';
import { idParam } from '../../routing/adminPaths';
import { cataloguePaths, nameFields, nameOf } from './cataloguePaths';
import { useNameSections } from './useNameSections';

/** /admin/organization-properties/{id}: the properties (`all`), a new one, or one with its allowed values. */
export function OrganizationPropertiesScreen() {
  const { t } = useTranslation();
  const text = useLocalizedText();
  const param = useParams().id;
  const id = idParam(param);
  const properties = useOrganizationProperties();
  if (param === 'new' || id) return <PropertyForm id={id} properties={properties.data} />;
  const filtered = (search: string) => ({
    ...properties,
    data: properties.data?.filter(
      (property) => !search || text(property.name).toLowerCase().includes(search.toLowerCase()),
    ),
  });
  return (
    <ResourceListPage<OrganizationProperty>
      title={t('catalogue.properties.title')}
      intro={t('catalogue.properties.intro')}
      create={{ label: t('catalogue.properties.new'), to: cataloguePaths.properties('new') }}
      actions={
        <Button component={Link} to={cataloguePaths.tags()} variant="default">
          {t('catalogue.tags.title')}
        </Button>
      }
      useRows={filtered}
      columns={[
        { key: 'name', header: t('catalogue.name'), cell: (row) => text(row.name), linked: true },
        {
          key: 'values',
          header: t('catalogue.properties.values'),
          cell: (row) => row.values.map((value) => text(value.name)).join(', '),
        },
      ]}
      rowKey={(row) => row.id}
      rowLink={(row) => cataloguePaths.properties(row.id)}
      emptyText={t('catalogue.properties.empty')}
    />
  );
}

function PropertyForm({ id, properties }: { id: number | null; properties?: OrganizationProperty[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sections = useNameSections();
  const save = useCatalogueMutation((name: ReturnType<typeof nameOf>) => catalogueApi.saveProperty(id, name));
  const remove = useCatalogueMutation(() => catalogueApi.deleteProperty(id ?? 0));
  const property = properties?.find((row) => row.id === id);
  if (id && !properties) return null;
  const back = () => navigate(cataloguePaths.properties());
  return (
    <>
      <ResourceForm
        key={property?.id ?? 'new'}
        title={t(id ? 'catalogue.properties.edit' : 'catalogue.properties.new')}
        back={{ label: t('catalogue.properties.back'), to: cataloguePaths.properties() }}
        sections={sections}
        initialValues={nameFields(property?.name)}
        onSave={async (values) => {
          const saved = await save.mutateAsync(nameOf(values));
          if (!id) navigate(cataloguePaths.properties(saved.data.id));
        }}
        onCancel={back}
        remove={
          property
            ? {
                confirmMessage: t('catalogue.properties.delete_confirm'),
                run: async () => {
                  await remove.mutateAsync(undefined);
                  back();
                },
              }
            : undefined
        }
      />
      {property && <PropertyValues property={property} />}
    </>
  );
}

function PropertyValues({ property }: { property: OrganizationProperty }) {
  const { t } = useTranslation();
  const text = useLocalizedText();
  const [name, setName] = useState<Localized>({});
  const add = useCatalogueMutation(() => catalogueApi.addValue(property.id, writtenTexts(name)));
  const failure = describeFailure(add.error, ['name'], ['name']);
  const remove = useCatalogueMutation((valueId: number) => catalogueApi.deleteValue(valueId));
  return (
    <Container size="md" pb="xl">
      <Paper withBorder p="md">
        <Stack>
          <Title order={2} size="h3">
            {t('catalogue.properties.values')}
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('catalogue.name')}</Table.Th>
                  <Table.Th ta="right">{t('catalogue.organizations')}</Table.Th>
                  <Table.Th ta="right">{t('catalogue.value_users.title')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {property.values.map((value) => (
                  <Table.Tr key={value.id}>
                    <Table.Td>{text(value.name)}</Table.Td>
                    <Table.Td ta="right">{value.organization_count}</Table.Td>
                    <Table.Td ta="right">
                      <Anchor component={Link} to={cataloguePaths.valueUsers(value.id)}>
                        {value.user_count}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => remove.mutate(value.id)}
                        aria-label={t('catalogue.properties.delete_value', { name: text(value.name) })}
                      >
                        {t('resource_pages.delete')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <LocalizedTextFields
            label={t('catalogue.properties.new_value')}
            rule="one"
            maxLength={100}
            value={name}
            onChange={setName}
            error={failure.fields.name}
            languageErrors={languageErrorsOf(failure.fields, 'name')}
          />
          <Group>
            <Button
              loading={add.isPending}
              onClick={async () => {
                if (await add.mutateAsync(undefined).catch(() => null)) setName({});
              }}
            >
              {t('catalogue.properties.add_value')}
            </Button>
          </Group>
          {add.isError && (failure.alert || !(add.error instanceof ApiError)) && (
            <Alert color="red">{failure.alert ?? errorText(add.error)}</Alert>
          )}
          {remove.isError && <Alert color="red">{errorText(remove.error)}</Alert>}
        </Stack>
      </Paper>
    </Container>
  );
}
