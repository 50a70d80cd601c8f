import { z } from 'zod';
import { resultsRequestBody } from '../results/schema';

/** The print actions of /pdfv2/{action} that have a view. */
export const printActions = ['results'] as const;

export const createPrintBody = z.strictObject({
  action: z.enum(printActions),
  /** The results selection exactly as POST /api/results/v2/summary takes it. */
  request: resultsRequestBody,
});

/** `<expiry>.<identity>.<signature>` (services/results/printPass.ts). */
export const printTokenParams = z.object({
  token: z
    .string()
    .max(80)
    .regex(/^[0-9a-z]{1,12}\.[0-9a-z]{1,12}\.[A-Za-z0-9_-]{32}$/, 'is not a print link'),
});
