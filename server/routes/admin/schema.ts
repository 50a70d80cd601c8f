import { z } from 'zod';
import { organizationTypes } from '../../db/schema';
import { idParam } from '../../http/fields';

const paging = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
};

export const organizationSearchQuery = z.object({
  search: z.string().trim().max(100).optional(),
  type: z.enum(organizationTypes).optional(),
  tag_id: idParam.optional(),
  value_id: idParam.optional(),
  ...paging,
});

export const userSearchQuery = z.object({ search: z.string().trim().max(100).optional(), ...paging });

export const emailSearchQuery = z.object({
  to: z.string().trim().max(254).optional(),
  ...paging,
});
