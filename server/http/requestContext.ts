import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type LanguageCode, supportedLanguages } from '../../common/languages';

export const sessionTypes = ['normal', 'tokenized'] as const;
export type SessionType = (typeof sessionTypes)[number];

declare module 'fastify' {
  interface FastifyRequest {
    language: LanguageCode;
    sessionType: SessionType;
  }
}

export function readLanguage(header: string | string[] | undefined): LanguageCode {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (!value || value === 'undefined') return 'en';
  return (supportedLanguages as readonly string[]).includes(value) ? (value as LanguageCode) : 'en';
}

export function readSessionType(header: string | string[] | undefined): SessionType {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return value === 'tokenized' ? 'tokenized' : 'normal';
}

/** Every handler sees the caller's interface language and session type (spec §7 headers). */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('language', 'en');
  app.decorateRequest('sessionType', 'normal');
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.language = readLanguage(request.headers.language);
    request.sessionType = readSessionType(request.headers.sessiontype);
  });
}
