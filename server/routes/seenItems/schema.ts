import { z } from 'zod';

/** An item someone has seen, e.g. `onboarding.teacher`: lower-case words joined by dots. */
export const seenItemBody = z.strictObject({
  item: z
    .string()
    .regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+){0,3}$/, 'must be lower-case words joined by dots')
    .max(80),
});
