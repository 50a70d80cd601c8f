import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  List,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import { catalogueApi, useCatalogueMutation, useValueUsers } from '../../queries/organizationCatalogue';
import { idParam, personName } from '../../routing/adminPaths';
import { cataloguePaths } from './cataloguePaths';

/**
 * /admin/organization-property-value-users/{id}: the people who read the results of every organisation
 * with this value (a regional education officer), read only.
 */
export function ValueUsersScreen() {
  const { t } = useTranslation();
  const text = useLocalizedText();
  const valueId = idParam(useParams().id);
  const value = useValueUsers(valueId);
  const [login, setLogin] = useState('');
  const add = useCatalogueMutation(() => catalogueApi.addValueUser(valueId ?? 0, login));
  const remove = useCatalogueMutation((userId: number) => catalogueApi.removeValueUser(valueId ?? 0, userId));
  if (value.isError) return <Alert color="red">{errorText(value.error)}</Alert>;
  if (!value.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  const { data } = value;
  return (
    <Container size="md" py="xl">
      <Stack>
        <Anchor component={Link} to={cataloguePaths.properties(data.property.id)} size="sm">
          {text(data.property.name)}
        </Anchor>
        <Title order={1}>
          {t('catalogue.value_users.heading', { property: text(data.property.name), value: text(data.name) })}
        </Title>
        <Text c="dimmed">{t('catalogue.value_users.intro')}</Text>
        {data.users.length === 0 ? (
          <Text role="status">{t('catalogue.value_users.none')}</Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalogue.name')}</Table.Th>
                <Table.Th>{t('catalogue.value_users.login')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.users.map((person) => (
                <Table.Tr key={person.id}>
                  <Table.Td>{personName(person)}</Table.Td>
                  <Table.Td>{person.email ?? person.username}</Table.Td>
                  <Table.Td ta="right">
                    <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(person.id)}>
                      {t('catalogue.value_users.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            if (await add.mutateAsync(undefined).catch(() => null)) setLogin('');
          }}
        >
          <Group align="flex-end">
            <TextInput
              label={t('catalogue.value_users.login')}
              value={login}
              onChange={(event) => setLogin(event.currentTarget.value)}
              required
            />
            <Button type="submit" loading={add.isPending}>
              {t('catalogue.value_users.add')}
            </Button>
          </Group>
        </form>
        {add.isError && <Alert color="red">{errorText(add.error)}</Alert>}
        <Title order={2} size="h3">
          {t('catalogue.value_users.organizations', { count: data.organizations.length })}
        </Title>
        <List>
          {data.organizations.map((organization) => (
            <List.Item key={organization.id}>{organization.name}</List.Item>
          ))}
        </List>
      </Stack>
    </Container>
  );
}
