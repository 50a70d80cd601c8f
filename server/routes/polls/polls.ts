import type { FastifyRequest } from 'fastify';
import type { Answers } from '../../../common/survey/answerTypes';
import { requireAuth } from '../../auth/authenticate';
import { tokenSecretsOf } from '../../auth/secretRotation';
import type { RouteModule } from '../../deps';
import { clientKey, ensureDeviceCookie } from '../../http/clientKey';
import { ok } from '../../http/envelope';
import type { RateRule } from '../../http/rateLimit';
import { listMyPolls } from '../../services/polls/myPolls';
import {
  type EntryRead,
  identifiedEntry,
  linkEntry,
  type PollEntry,
  passEntry,
  publicEntry,
} from '../../services/polls/pollEntry';
import { pollPayload } from '../../services/polls/pollPayload';
import { redeemAccessCode } from '../../services/polls/redeemAccessCode';
import { saveResponse } from '../../services/polls/saveResponse';
import {
  identifiedParams,
  identifiedResponseParams,
  passResponseParams,
  publicParams,
  publicResponseParams,
  redeemBody,
  responseBody,
} from './schema';

/** Saves are limited per respondent (or per response on public links), never per IP: a class shares one. */
const responseWrites: RateRule = { name: 'response-write', limit: 120, windowSeconds: 60 };
const passHeader = 'x-poll-pass';
/** A class saves as it goes, many times a minute each: two info lines per save would be most of the log. */
const quietLog = { logLevel: 'warn' } as const;

/** The respondent's side: my polls, opening a poll three ways (identified, public link, access code), saving answers. */
export const pollRoutes: RouteModule = (app, { database, config }) => {
  const { db } = database;
  const secret = config.tokenSecret;
  const secrets = tokenSecretsOf(config);
  const pass = (request: FastifyRequest) => request.headers[passHeader] as string | undefined;

  async function write(
    entryFor: (read: EntryRead) => Promise<PollEntry>,
    responseId: string,
    body: { answers: Record<string, unknown>; finished: boolean; language: string },
  ) {
    const write = { ...body, answers: body.answers as Answers };
    return ok(await saveResponse(database, entryFor, responseId, write, responseWrites));
  }

  app.get('/my-polls', async (request) => ok(await listMyPolls(db, requireAuth(request).identityId)));

  app.get(
    '/polls/:pollId/identity/:identityId',
    { schema: { params: identifiedParams } },
    async (request) => {
      const { pollId, identityId } = request.params;
      return ok(
        await pollPayload(db, await identifiedEntry(db, secrets, requireAuth(request), pollId, identityId)),
      );
    },
  );

  app.put(
    '/polls/:pollId/identity/:identityId/responses/:responseId',
    { ...quietLog, schema: { params: identifiedResponseParams, body: responseBody } },
    async (request) => {
      const { pollId, identityId, responseId } = request.params;
      return write(
        (read) => identifiedEntry(db, secrets, requireAuth(request), pollId, identityId, read),
        responseId,
        request.body,
      );
    },
  );

  app.get('/public-polls/:token', { schema: { params: publicParams } }, async (request) =>
    ok(await pollPayload(db, await linkEntry(db, request.params.token))),
  );

  app.put(
    '/public-polls/:token/responses/:responseId',
    { ...quietLog, schema: { params: publicResponseParams, body: responseBody } },
    async (request) =>
      write((read) => publicEntry(db, request.params.token, read), request.params.responseId, request.body),
  );

  app.post('/access-codes/redeem', { schema: { body: redeemBody } }, async (request, reply) => {
    // Wrong codes are counted per browser: one pupil's guesses do not hold back the rest of the lab.
    ensureDeviceCookie(request, reply, config);
    const client = {
      key: clientKey(request),
      address: request.ip,
      alarm: (wrongCodes: number) =>
        request.log.warn(
          { address: request.ip, wrongCodes, minutes: 15 },
          'many wrong access codes from one address: someone may be guessing (block the address at the balancer if it goes on)',
        ),
    };
    return ok(await redeemAccessCode(db, secret, request.body.code, client));
  });

  app.get('/pass-polls/current', async (request) =>
    ok(await pollPayload(db, await passEntry(db, secrets, pass(request)))),
  );

  app.put(
    '/pass-polls/responses/:responseId',
    { ...quietLog, schema: { params: passResponseParams, body: responseBody } },
    async (request) =>
      write((read) => passEntry(db, secrets, pass(request), read), request.params.responseId, request.body),
  );
};
