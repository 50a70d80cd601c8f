import { type MatrixRow, superAdminOnly } from '../matrix';
import type { AuthorizationWorld } from '../world';

/**
 * The organisation catalogue of the back office (tags, properties and values, an organisation's values,
 * property-value users, a period's copy, school years): super-admins only, whoever else asks 403.
 */
type Made = {
  tag: number;
  tagToDelete: number;
  property: number;
  propertyToDelete: number;
  value: number;
  valueToDelete: number;
  fiscalYear: number;
  fiscalYearToDelete: number;
  userId: number;
};

const made = new WeakMap<AuthorizationWorld, Promise<Made>>();
const madeFor = (world: AuthorizationWorld) => {
  if (!made.has(world))
    made.set(
      world,
      (async () => {
        const post = (url: string, body: object) =>
          world.call('POST', url, world.superToken, body) as Promise<{ id: number }>;
        const tag = await post('/api/admin/organization-tags', { name: { en: 'Matrix tag' } });
        const tagToDelete = await post('/api/admin/organization-tags', { name: { en: 'Matrix tag 2' } });
        const property = (await post('/api/admin/organization-properties', {
          name: { en: 'Matrix region' },
          values: [{ en: 'North' }, { en: 'South' }],
        })) as unknown as { id: number; values: { id: number }[] };
        const propertyToDelete = await post('/api/admin/organization-properties', {
          name: { en: 'Gone' },
          values: [],
        });
        const years = `/api/admin/organizations/${world.schoolA.id}/fiscal-years`;
        const fiscalYear = await post(years, { name: 'M1', starts_on: '2030-09-01', ends_on: '2031-08-31' });
        const fiscalYearToDelete = await post(years, {
          name: 'M2',
          starts_on: '2031-09-01',
          ends_on: '2032-08-31',
        });
        const granted = (await post(
          `/api/admin/organization-property-values/${property.values[0].id}/users`,
          {
            user: world.login.username,
          },
        )) as unknown as { users: { id: number }[] };
        return {
          tag: tag.id,
          tagToDelete: tagToDelete.id,
          property: property.id,
          propertyToDelete: propertyToDelete.id,
          value: property.values[0].id,
          valueToDelete: property.values[1].id,
          fiscalYear: fiscalYear.id,
          fiscalYearToDelete: fiscalYearToDelete.id,
          userId: granted.users[0].id,
        };
      })(),
    );
  return made.get(world) as Promise<Made>;
};

const row = (
  method: MatrixRow['method'],
  route: string,
  url: (world: AuthorizationWorld, ids: Made) => string,
  payload?: (world: AuthorizationWorld, ids: Made) => object,
  note?: string,
): MatrixRow => ({
  method,
  route: `/api/admin${route}`,
  request: async (world) => {
    const ids = await madeFor(world);
    return { url: url(world, ids), payload: payload?.(world, ids) };
  },
  expect: superAdminOnly(),
  ...(note ? { note } : {}),
});

const name = () => ({ name: { en: 'Matrix renamed' } });

export const rows: MatrixRow[] = [
  row('GET', '/organization-tags', () => '/api/admin/organization-tags'),
  row(
    'POST',
    '/organization-tags',
    () => '/api/admin/organization-tags',
    () => ({ name: { en: 'New tag' } }),
  ),
  row('GET', '/organization-tags/:id', (_, ids) => `/api/admin/organization-tags/${ids.tag}`),
  row('PATCH', '/organization-tags/:id', (_, ids) => `/api/admin/organization-tags/${ids.tag}`, name),
  row('DELETE', '/organization-tags/:id', (_, ids) => `/api/admin/organization-tags/${ids.tagToDelete}`),
  row('GET', '/organization-properties', () => '/api/admin/organization-properties'),
  row(
    'POST',
    '/organization-properties',
    () => '/api/admin/organization-properties',
    () => ({
      name: { en: 'New property' },
      values: [],
    }),
  ),
  row(
    'GET',
    '/organization-properties/:id',
    (_, ids) => `/api/admin/organization-properties/${ids.property}`,
  ),
  row(
    'PATCH',
    '/organization-properties/:id',
    (_, ids) => `/api/admin/organization-properties/${ids.property}`,
    name,
  ),
  row(
    'DELETE',
    '/organization-properties/:id',
    (_, ids) => `/api/admin/organization-properties/${ids.propertyToDelete}`,
  ),
  row(
    'POST',
    '/organization-properties/:id/values',
    (_, ids) => `/api/admin/organization-properties/${ids.property}/values`,
    () => ({ name: { en: `Value ${Math.random()}` } }),
  ),
  row(
    'PATCH',
    '/organization-property-values/:id',
    (_, ids) => `/api/admin/organization-property-values/${ids.value}`,
    () => ({
      name: { en: 'North-east' },
    }),
  ),
  row(
    'DELETE',
    '/organization-property-values/:id',
    (_, ids) => `/api/admin/organization-property-values/${ids.valueToDelete}`,
  ),
  row(
    'GET',
    '/organization-property-values/:id/users',
    (_, ids) => `/api/admin/organization-property-values/${ids.value}/users`,
  ),
  row(
    'POST',
    '/organization-property-values/:id/users',
    (_, ids) => `/api/admin/organization-property-values/${ids.value}/users`,
    () => ({ user: 'nobody@example.test' }),
    'the super-admin is answered 422: no such user',
  ),
  row(
    'DELETE',
    '/organization-property-values/:id/users/:userId',
    (_, ids) => `/api/admin/organization-property-values/${ids.value}/users/${ids.userId}`,
  ),
  row(
    'GET',
    '/organizations/:id/catalogue',
    (world) => `/api/admin/organizations/${world.schoolA.id}/catalogue`,
  ),
  row(
    'PUT',
    '/organizations/:id/catalogue',
    (world) => `/api/admin/organizations/${world.schoolA.id}/catalogue`,
    (_, ids) => ({
      tag_ids: [ids.tag],
      value_ids: [ids.value],
    }),
  ),
  row('GET', '/periods/:id/properties', (world) => `/api/admin/periods/${world.periodA.id}/properties`),
  row('POST', '/periods/:id/properties', (world) => `/api/admin/periods/${world.periodA.id}/properties`),
  row(
    'GET',
    '/organizations/:id/fiscal-years',
    (world) => `/api/admin/organizations/${world.schoolA.id}/fiscal-years`,
  ),
  row(
    'POST',
    '/organizations/:id/fiscal-years',
    (world) => `/api/admin/organizations/${world.schoolA.id}/fiscal-years`,
    () => ({ name: 'Overlapping', starts_on: '2030-10-01', ends_on: '2031-01-01' }),
    'the super-admin is answered 422: it overlaps M1',
  ),
  row('GET', '/fiscal-years/:id', (_, ids) => `/api/admin/fiscal-years/${ids.fiscalYear}`),
  row(
    'PATCH',
    '/fiscal-years/:id',
    (_, ids) => `/api/admin/fiscal-years/${ids.fiscalYear}`,
    () => ({ name: 'M1 renamed' }),
  ),
  row('DELETE', '/fiscal-years/:id', (_, ids) => `/api/admin/fiscal-years/${ids.fiscalYearToDelete}`),
];
