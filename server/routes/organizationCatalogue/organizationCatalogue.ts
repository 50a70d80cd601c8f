import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import {
  addPropertyValue,
  createOrganizationProperty,
  createOrganizationTag,
  deleteOrganizationProperty,
  deleteOrganizationTag,
  deletePropertyValue,
  listOrganizationProperties,
  listOrganizationTags,
  loadOrganizationCatalogue,
  loadOrganizationProperty,
  loadOrganizationTag,
  renameOrganizationProperty,
  renameOrganizationTag,
  renamePropertyValue,
  setOrganizationCatalogue,
} from '../../services/organizationCatalogue/catalogue';
import {
  createFiscalYear,
  deleteFiscalYear,
  listFiscalYears,
  loadFiscalYear,
  updateFiscalYear,
} from '../../services/organizationCatalogue/fiscalYears';
import {
  loadPeriodProperties,
  regeneratePeriodProperties,
} from '../../services/organizationCatalogue/periodProperties';
import {
  addValueUser,
  loadValueUsers,
  removeValueUser,
} from '../../services/organizationCatalogue/valueUsers';
import { assertTextLanguages } from '../../services/translations/surveyLanguages';
import {
  fiscalYearBody,
  fiscalYearPatch,
  organizationCatalogueBody,
  catalogueIdParams as params,
  propertyBody,
  renameBody,
  tagBody,
  valueUserBody,
  valueUserParams,
} from './schema';

/**
 * The organisation catalogue of the back office (spec §2): tags, properties with their allowed values,
 * each organisation's values and tags, property-value users, the copy a period takes, school years.
 * Super-admins only.
 */
export const organizationCatalogueRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  // Tags
  app.get('/admin/organization-tags', async (request) => {
    requireSuperAdmin(request);
    return ok(await listOrganizationTags(db));
  });
  app.post('/admin/organization-tags', { schema: { body: tagBody } }, async (request, reply) => {
    const claims = requireSuperAdmin(request);
    await assertTextLanguages(db, { name: request.body.name });
    return reply.status(201).send(created(await createOrganizationTag(db, claims, request.body.name)));
  });
  app.get('/admin/organization-tags/:id', { schema: { params } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await loadOrganizationTag(db, request.params.id));
  });
  app.patch('/admin/organization-tags/:id', { schema: { params, body: tagBody } }, async (request) => {
    const claims = requireSuperAdmin(request);
    await assertTextLanguages(db, { name: request.body.name });
    return ok(await renameOrganizationTag(db, claims, request.params.id, request.body.name));
  });
  app.delete('/admin/organization-tags/:id', { schema: { params } }, async (request) => {
    const claims = requireSuperAdmin(request);
    return ok(await deleteOrganizationTag(db, claims, request.params.id));
  });

  // Properties and their allowed values
  app.get('/admin/organization-properties', async (request) => {
    requireSuperAdmin(request);
    return ok(await listOrganizationProperties(db));
  });
  app.post('/admin/organization-properties', { schema: { body: propertyBody } }, async (request, reply) => {
    const claims = requireSuperAdmin(request);
    await assertTextLanguages(db, {
      name: request.body.name,
      ...Object.fromEntries(request.body.values.map((value, index) => [`values.${index}`, value])),
    });
    return reply.status(201).send(created(await createOrganizationProperty(db, claims, request.body)));
  });
  app.get('/admin/organization-properties/:id', { schema: { params } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await loadOrganizationProperty(db, request.params.id));
  });
  app.patch(
    '/admin/organization-properties/:id',
    { schema: { params, body: renameBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      await assertTextLanguages(db, { name: request.body.name });
      return ok(await renameOrganizationProperty(db, claims, request.params.id, request.body.name));
    },
  );
  app.delete('/admin/organization-properties/:id', { schema: { params } }, async (request) => {
    const claims = requireSuperAdmin(request);
    return ok(await deleteOrganizationProperty(db, claims, request.params.id));
  });
  app.post(
    '/admin/organization-properties/:id/values',
    { schema: { params, body: renameBody } },
    async (request, reply) => {
      const claims = requireSuperAdmin(request);
      await assertTextLanguages(db, { name: request.body.name });
      return reply
        .status(201)
        .send(created(await addPropertyValue(db, claims, request.params.id, request.body.name)));
    },
  );
  app.patch(
    '/admin/organization-property-values/:id',
    { schema: { params, body: renameBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      await assertTextLanguages(db, { name: request.body.name });
      return ok(await renamePropertyValue(db, claims, request.params.id, request.body.name));
    },
  );
  app.delete('/admin/organization-property-values/:id', { schema: { params } }, async (request) => {
    const claims = requireSuperAdmin(request);
    return ok(await deletePropertyValue(db, claims, request.params.id));
  });

  // Property-value users
  app.get('/admin/organization-property-values/:id/users', { schema: { params } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await loadValueUsers(db, request.params.id));
  });
  app.post(
    '/admin/organization-property-values/:id/users',
    { schema: { params, body: valueUserBody } },
    async (request, reply) => {
      const claims = requireSuperAdmin(request);
      return reply
        .status(201)
        .send(created(await addValueUser(db, claims, request.params.id, request.body.user)));
    },
  );
  app.delete(
    '/admin/organization-property-values/:id/users/:userId',
    { schema: { params: valueUserParams } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      return ok(await removeValueUser(db, claims, request.params.id, request.params.userId));
    },
  );

  // One organisation's values and tags
  app.get('/admin/organizations/:id/catalogue', { schema: { params } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await loadOrganizationCatalogue(db, request.params.id));
  });
  app.put(
    '/admin/organizations/:id/catalogue',
    { schema: { params, body: organizationCatalogueBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      return ok(await setOrganizationCatalogue(db, claims, request.params.id, request.body));
    },
  );

  // The copy a period takes
  app.get('/admin/periods/:id/properties', { schema: { params } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await loadPeriodProperties(db, request.params.id));
  });
  app.post('/admin/periods/:id/properties', { schema: { params } }, async (request) => {
    const claims = requireSuperAdmin(request);
    return ok(await regeneratePeriodProperties(db, claims, request.params.id));
  });

  // School years
  app.get('/admin/organizations/:id/fiscal-years', { schema: { params } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await listFiscalYears(db, request.params.id));
  });
  app.post(
    '/admin/organizations/:id/fiscal-years',
    { schema: { params, body: fiscalYearBody } },
    async (request, reply) => {
      const claims = requireSuperAdmin(request);
      return reply
        .status(201)
        .send(created(await createFiscalYear(db, claims, request.params.id, request.body)));
    },
  );
  app.get('/admin/fiscal-years/:id', { schema: { params } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await loadFiscalYear(db, request.params.id));
  });
  app.patch('/admin/fiscal-years/:id', { schema: { params, body: fiscalYearPatch } }, async (request) => {
    const claims = requireSuperAdmin(request);
    return ok(await updateFiscalYear(db, claims, request.params.id, request.body));
  });
  app.delete('/admin/fiscal-years/:id', { schema: { params } }, async (request) => {
    const claims = requireSuperAdmin(request);
    return ok(await deleteFiscalYear(db, claims, request.params.id));
  });
};
