import { z } from 'zod';
import { invitationMailKinds } from '../../db/schema';
import { idParam, surveyLanguageField } from '../../http/fields';

export const campaignParams = z.object({ id: idParam });
export const roundParams = z.object({ id: idParam, sendingId: idParam });
export const schoolPeriodParams = z.object({ schoolId: idParam, periodId: idParam });

const date = z.iso
  .datetime({ offset: true, message: 'must be a date and time' })
  .transform((value) => new Date(value));

/** surveyPeriodId is checked by the service, for the spec's own message. */
export const createCampaignBody = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  surveyPeriodId: z.unknown().optional(),
});

export const emailsBody = z.object({
  emails: z.array(z.string().max(320)).min(1, 'give at least one e-mail address').max(20000),
  /** Any survey language (checked against the languages table: 422 naming it). */
  language: surveyLanguageField.optional(),
});

const template = z.strictObject({
  subject: z.string().trim().min(1, 'is required').max(200),
  text: z.string().trim().min(1, 'is required').max(10000),
});
/** Wording per survey language: the codes are checked against the languages table (422 naming them). */
const perLanguage = z.record(surveyLanguageField, template);
export const templatesBody = z.strictObject({
  invitation: perLanguage.optional(),
  reminder: perLanguage.optional(),
});

export const previewBody = z.strictObject({
  kind: z.enum(invitationMailKinds),
  language: surveyLanguageField,
  template: template.optional(),
});

export const roundBody = z.strictObject({
  kind: z.enum(invitationMailKinds),
  scheduled_at: date.optional(),
});

export const roundAudienceQuery = z.object({ kind: z.enum(invitationMailKinds) });

export const reminderBody = z.strictObject({ scheduled_at: date.optional() });

export const recipientsQuery = z.object({
  search: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

const linkToken = z.string().min(8).max(200);
export const linkBody = z.strictObject({ token: linkToken });
export const linkParams = z.object({ token: linkToken });
