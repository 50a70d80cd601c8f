import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ResultsRequest } from '../../../common/results/types';
import { AppError } from '../../http/errors';

/**
 * Spec §2 /pdfv2/{action} is public: the print view opens with its own signed request instead of the
 * viewer's session. The address carries the results selection in the clear and a short pass:
 * `<expiry>.<identity>.<signature>`, the signature covering the action, the selection, the identity and
 * the expiry. So the pass reads that one selection for that one action with the asker's reach (a
 * teacher's own classes stay a teacher's own classes), for a few minutes, and nothing else.
 * It is short on purpose: it travels in a path segment (Fastify refuses parameters over 100 characters).
 */
export type PrintPass = { identityId: number; expiresAt: number };

export const printPassLifetimeMs = 10 * 60 * 1000;

/**
 * The selection as the signature covers it (period and filters, keys in one order). The benchmark is
 * not part of it: the open texts are read without one, and a benchmark is read with the asker's own
 * right to it (usableDefinedBenchmarks), as on the dashboard.
 */
export function canonicalRequest(request: Pick<ResultsRequest, 'period_identifiers' | 'filters'>): string {
  const filters = request.filters ?? {};
  const ordered = Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => [
        key,
        key === 'question' && value && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
          : value,
      ]),
  );
  return JSON.stringify([request.period_identifiers.type, request.period_identifiers.id, ordered]);
}

const signatureOf = (
  secret: string,
  action: string,
  request: Pick<ResultsRequest, 'period_identifiers' | 'filters'>,
  identity: string,
  expiry: string,
) =>
  createHmac('sha256', secret)
    .update(`print-pass:${action}:${identity}:${expiry}:${canonicalRequest(request)}`)
    .digest('base64url')
    .slice(0, 32);

export function issuePrintPass(
  secret: string,
  action: string,
  request: ResultsRequest,
  identityId: number,
  now = Date.now(),
): { token: string; expiresAt: number } {
  const expiresAt = now + printPassLifetimeMs;
  const expiry = Math.ceil(expiresAt / 1000).toString(36);
  const identity = identityId.toString(36);
  return {
    token: `${expiry}.${identity}.${signatureOf(secret, action, request, identity, expiry)}`,
    expiresAt: Number.parseInt(expiry, 36) * 1000,
  };
}

/**
 * The pass of a token for this action and this selection: 404 when the signature does not hold (made
 * up, tampered, or made for another action or another selection), 410 once expired.
 */
export function readPrintPass(
  secret: string,
  token: string,
  action: string,
  request: Pick<ResultsRequest, 'period_identifiers' | 'filters'>,
  now = Date.now(),
): PrintPass {
  const [expiry, identity, signature, extra] = token.split('.');
  const refused = new AppError('not_found', 'This print link is not valid for these results');
  if (!expiry || !identity || !signature || extra !== undefined) throw refused;
  const expected = Buffer.from(signatureOf(secret, action, request, identity, expiry));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused;
  const expiresAt = Number.parseInt(expiry, 36) * 1000;
  if (!(expiresAt > now)) {
    throw new AppError(
      'link_expired',
      'This print link has expired: open the print view again from the results',
    );
  }
  return { identityId: Number.parseInt(identity, 36), expiresAt };
}
