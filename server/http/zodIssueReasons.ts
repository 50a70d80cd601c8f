import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { codeOfReason, type ErrorDetail } from './messageCodes';

type Reason = Omit<ErrorDetail, 'field'>;

const limitCodes = {
  too_small: { string: 'too_short', array: 'too_few_items', set: 'too_few_items', number: 'too_small' },
  too_big: { string: 'too_long', array: 'too_many_items', set: 'too_many_items', number: 'too_large' },
} as const;

/**
 * A request schema's refusal as a reason code with values: the code of its words where they are a known
 * reason (most schemas write their own, such as "must be a whole number"), else one that zod's own issue
 * code and limit give ("must be at least 3" is too_small with minimum 3), else `invalid`.
 */
export function issueReason(issue: ZodFastifySchemaValidationError): Reason {
  const byWords = codeOfReason(issue.message ?? '');
  if (byWords !== 'invalid') return { code: byWords };
  const params = issue.params as Record<string, unknown>;
  if (issue.keyword === 'too_small' || issue.keyword === 'too_big') {
    const origin = String(params.origin) as keyof (typeof limitCodes)['too_small'];
    const code = limitCodes[issue.keyword][origin];
    const limitName = issue.keyword === 'too_small' ? 'minimum' : 'maximum';
    const limit = Number(params[limitName]);
    // An exclusive bound (positive(), gt()) has no words of its own here.
    if (code && params.inclusive !== false && Number.isFinite(limit))
      return { code, params: { [limitName]: limit } };
  }
  if (issue.keyword === 'invalid_format' && params.format === 'email') return { code: 'not_email' };
  if (issue.keyword === 'invalid_value') return { code: 'not_a_choice' };
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys))
    return { code: 'unknown_fields', params: { keys: params.keys.join(', ') } };
  return { code: 'invalid' };
}
