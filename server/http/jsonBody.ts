import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Deeper than any body of this API (a survey's content is about a dozen levels). */
export const maxJsonDepth = 100;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`: one pass over the text, brackets in
 * strings skipped, without parsing it.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92)
        index++; // a backslash: the next character is escaped
      else if (char === 34) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 || char === 123) {
      if (++depth > limit) return true;
    } else if (char === 93 || char === 125) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), after a depth check: a body nested thousands
 * deep is a 400 naming the limit on every route, before anything that walks it (the NUL guard, a schema)
 * could run out of stack (issue 36.6: ~5,000 levels answered 500).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, maxJsonDepth))
      return done(
        new AppError('bad_request', `body: nested deeper than ${maxJsonDepth} levels`, [
          `body: nested deeper than ${maxJsonDepth} levels`,
        ]),
        undefined,
      );
    parseJson(request, text, done);
  });
}
