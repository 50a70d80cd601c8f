import { z } from 'zod';
import { idParam, patchBody } from '../../http/fields';

export const customLinkParams = z.object({ id: idParam });

const date = z.iso
  .datetime({ offset: true, message: 'must be a date and time' })
  .transform((value) => new Date(value));

/** The slug's rules (form, reserved paths, organisations) are checked by the service, for one message each. */
const slug = z.string().trim().max(200, 'use 3 to 60 lowercase letters, digits and hyphens');
/** The address the link leads to, as copied from the app: a poll's public link, an organisation page, a share link. */
const target = z.string().trim().min(1, 'is required').max(500, 'at most 500 characters');

export const createCustomLinkBody = z.strictObject({
  slug,
  target,
  valid_from: date.nullable().optional(),
  valid_until: date.nullable().optional(),
});

export const updateCustomLinkBody = patchBody({
  slug: slug.optional(),
  target: target.optional(),
  valid_from: date.nullable().optional(),
  valid_until: date.nullable().optional(),
});
