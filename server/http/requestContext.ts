import type { FastifyInstance, FastifyRequest } from 'fastify';
import { builtInLanguage, isInterfaceLanguageCode, type LanguageCode } from '../../common/languages';

export const sessionTypes = ['normal', 'tokenized'] as const;
export type SessionType = (typeof sessionTypes)[number];

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller's language among the built-in ones (en, lv, ru), for content that ships only in them
     * (subject names, word lists); a caller in a language added at /admin/manage-languages reads English.
     */
    language: LanguageCode;
    /**
     * The caller's own interface language as the Language header names it: en, lv, ru or one added at
     * /admin/manage-languages (uk, lt, pt-br). Texts the server writes itself (account and action-plan mail)
     * read it through the translations table, English where untranslated (services/translations/serverTexts).
     */
    interfaceLanguage: string;
    sessionType: SessionType;
  }
}

/** The Language header's code when it is shaped like one (any language the platform may have), else en. */
export function readInterfaceLanguage(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return isInterfaceLanguageCode(value) ? value : 'en';
}

export function readSessionType(header: string | string[] | undefined): SessionType {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return value === 'tokenized' ? 'tokenized' : 'normal';
}

/** Every handler sees the caller's interface language and session type (spec §7 headers). */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('language', 'en');
  app.decorateRequest('interfaceLanguage', 'en');
  app.decorateRequest('sessionType', 'normal');
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.interfaceLanguage = readInterfaceLanguage(request.headers.language);
    request.language = builtInLanguage(request.interfaceLanguage);
    request.sessionType = readSessionType(request.headers.sessiontype);
  });
}
