import { z } from 'zod';
import { dashboardCardKinds, dashboardRoles } from '../../db/schema/dashboardCards';
import { idParam, idSchema, localizedField, patchBody } from '../../http/fields';

export const managerParams = z.object({ id: idParam });
export const cardParams = z.object({ id: idParam, cardId: idParam });

const fields = {
  kind: z.enum(dashboardCardKinds),
  roles: z.array(z.enum(dashboardRoles)).min(1, 'choose at least one dashboard').max(dashboardRoles.length),
  /** A notice's text, a link's label, a highlighted survey's note: it shows in the languages written. */
  texts: localizedField(1000),
  url: z.string().trim().max(2000, 'at most 2000 characters').nullable(),
  survey_id: idSchema.nullable(),
};

export const createCardBody = z.strictObject({
  ...fields,
  url: fields.url.optional(),
  survey_id: fields.survey_id.optional(),
});

export const updateCardBody = patchBody({
  kind: fields.kind.optional(),
  roles: fields.roles.optional(),
  texts: fields.texts.optional(),
  url: fields.url.optional(),
  survey_id: fields.survey_id.optional(),
});

export const moveCardBody = z.strictObject({ direction: z.enum(['up', 'down']) });
