import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import packageJson from '../../../package.json' with { type: 'json' };
import type { RouteDescriber } from '../../app';
import type { App } from '../../deps';
import { unsupportedContentType } from '../../http/errorHandler';
import { errorStatuses } from '../../http/errors';
import { sessionCookieName } from '../../services/accounts/sessions';
import { allRows } from '../authorization/allRows';
import type { Answer, MatrixRow } from '../authorization/matrix';
import { type Role, roles } from '../authorization/roles';
import { createTestApp } from '../testApp';
import { accessText, bearerScheme, pollPassScheme, sessionScheme } from './accessText';
import { moduleDescriptions } from './moduleDescriptions';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** A route module's tag: its export's name without "Routes" (classRoutes → class). */
export const moduleTag = (name: string) => name.replace(/Routes$/, '');

const info: OpenAPIV3_1.InfoObject = {
  title: 'Balss API',
  version: packageJson.version,
  description: [
    "The API the Balss web app calls, generated from the routes' own zod schemas (docs/openapi.json; signed-in",
    'super-admins read the same file at GET /api/openapi.json). Every path is under /api.',
    '',
    'Answers are JSON envelopes: `{ status, data, meta? }` on success and `{ status, error, message, errors? }`',
    'on failure, where `error` is a code that fixes the status and `errors` lists `field: reason` lines. File',
    'downloads (CSV, Excel, PDF) answer with the file itself. A bad path or query is a 400, a bad body a 422.',
    '',
    'Who may call an operation is written in its description and in `x-access`: the answer each kind of caller',
    'gets for a resource of one school, as the authorization matrix (server/test/authorization) checks it for',
    "every route. Outside the caller's scope a resource answers 404, as a missing one does; inside it without",
    'the permission, 403.',
  ].join('\n'),
};

const successEnvelope: OpenAPIV3_1.SchemaObject = {
  type: 'object',
  required: ['status', 'data'],
  properties: {
    status: { type: 'integer', description: 'The HTTP status again' },
    data: { description: 'What the operation answers' },
    meta: {
      type: 'object',
      description: 'Paging and other facts about data, where the operation gives them',
    },
  },
};

const errorEnvelope: OpenAPIV3_1.SchemaObject = {
  type: 'object',
  required: ['status', 'error', 'message'],
  properties: {
    status: { type: 'integer' },
    error: { type: 'string', enum: Object.keys(errorStatuses), description: 'The code; it fixes the status' },
    message: { type: 'string', description: 'A readable English message' },
    errors: { type: 'array', items: { type: 'string' }, description: '`field: reason` lines a form shows' },
  },
};

const envelopeResponse = (description: string, schema: string): OpenAPIV3_1.ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
});

/** `/api/school/{schoolId}` as Fastify names it: `/api/school/:schoolId`. */
const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** A route's plain row (without a case) speaks for the route. */
const plainRow = (rows: MatrixRow[]) => rows.find((row) => !row.case) ?? rows[0];

const accessOf = (row: MatrixRow) =>
  Object.fromEntries(roles.map((role) => [role, row.expect[role]])) as Record<Role, Answer>;

/**
 * Who may call: a route every caller gets 401 from is opened by the key its row names (the matrix signs in
 * with bearer tokens only); one an anonymous caller gets anything but 401 from needs no token; else a bearer
 * token.
 */
function securityOf(row: MatrixRow, access: Record<Role, Answer>): OpenAPIV3_1.SecurityRequirementObject[] {
  if (roles.every((role) => access[role] === 401)) {
    if (!row.key)
      throw new Error(`${row.method} ${row.route}: every role gets 401; its matrix row needs a key`);
    return [{ [row.key === 'session' ? sessionScheme : pollPassScheme]: [] }];
  }
  if (access.anonymous !== 401) return [{}, { [bearerScheme]: [] }];
  return [{ [bearerScheme]: [] }];
}

function describeOperation(operation: Operation, method: string, path: string, rows: MatrixRow[]) {
  operation.operationId = `${method}${path
    .replace(/^\/api/, '')
    .replace(/\{([^}]+)\}/g, 'By-$1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('')}`;
  if (rows.length > 0) {
    const row = plainRow(rows);
    const access = accessOf(row);
    operation.security = securityOf(row, access);
    operation.description = accessText(access);
    (operation as Record<string, unknown>)['x-access'] = access;
  }
  const fileTypes = rows.find((row) => row.file)?.file;
  operation.responses = {
    '2XX': fileTypes
      ? {
          description: 'The file itself, named in Content-Disposition',
          content: Object.fromEntries(fileTypes.map((type) => [type, { schema: binary }])),
        }
      : envelopeResponse('Done: the success envelope', 'Success'),
    '4XX': envelopeResponse('Refused or bad input: the error envelope', 'Error'),
  };
}

const binary: OpenAPIV3_1.SchemaObject = { type: 'string', format: 'binary' };

/** What a route that takes a file reads: a multipart form with the file in "file", or the file as the body. */
const fileBody: OpenAPIV3_1.RequestBodyObject = {
  required: true,
  description: 'The file: a multipart form (the file in "file", text fields before it) or the raw bytes',
  content: {
    'multipart/form-data': {
      schema: { type: 'object', required: ['file'], properties: { file: binary } },
    },
    'application/octet-stream': { schema: binary },
  },
};

/**
 * Whether a route takes a file (an upload scope, routes/imports/uploadBody.ts): asked of the app itself.
 * Any other route refuses raw bytes as an unsupported content type before anything else; an upload route
 * reads them once the caller is known, so it answers an anonymous caller 401.
 */
async function takesFile(app: App, method: string, path: string): Promise<boolean> {
  const response = await app.inject({
    method: method.toUpperCase() as 'POST',
    url: path.replace(/\{[^}]+\}/g, '1'),
    headers: { 'content-type': 'application/octet-stream' },
    payload: Buffer.from('probe'),
  });
  return response.json().message !== unsupportedContentType;
}

/**
 * The OpenAPI 3.1 description of the API: @fastify/swagger reads the routes of the real app with the zod
 * type provider's transform (params, querystring, body), each route is tagged with its route module, and
 * its security and access come from the authorization matrix.
 */
export async function describeApi(): Promise<Document> {
  const moduleNames: string[] = [];
  const describer: RouteDescriber = {
    beforeRoutes: async (app: App) => {
      await app.register(fastifySwagger, {
        openapi: {
          openapi: '3.1.0',
          info,
          components: {
            securitySchemes: {
              [bearerScheme]: {
                type: 'http',
                scheme: 'bearer',
                bearerFormat: 'JWT',
                description: 'An access token (15 minutes) from POST /api/auth/login or GET /api/token',
              },
              [sessionScheme]: {
                type: 'apiKey',
                in: 'cookie',
                name: sessionCookieName,
                description: 'The session cookie sign-in sets; GET /api/token trades it for an access token',
              },
              [pollPassScheme]: {
                type: 'apiKey',
                in: 'header',
                name: 'X-Poll-Pass',
                description: 'The pass POST /api/access-codes/redeem answers for a right access code',
              },
            },
            schemas: { Success: successEnvelope, Error: errorEnvelope },
          },
        },
        // The SPA's pages and files are not the API.
        transform: (route) =>
          route.url.startsWith('/api/')
            ? jsonSchemaTransform(route)
            : { schema: { hide: true }, url: route.url },
        transformObject: jsonSchemaTransformObject,
      });
    },
    moduleScope: (scope, module) => {
      moduleNames.push(module.name);
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, tags: [moduleTag(module.name)] };
      });
    },
  };
  const { app, close } = await createTestApp({ build: { describer } });
  try {
    await app.ready();
    const document = app.swagger() as Document;
    const rowsByRoute = new Map<string, MatrixRow[]>();
    for (const row of allRows()) {
      const key = `${row.method} ${row.route}`;
      rowsByRoute.set(key, [...(rowsByRoute.get(key) ?? []), row]);
    }
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of methods) {
        const operation = item?.[method];
        if (!operation) continue;
        const rows = rowsByRoute.get(`${method.toUpperCase()} ${fastifyPath(path)}`) ?? [];
        describeOperation(operation, method, path, rows);
        if (method !== 'get' && method !== 'delete' && (await takesFile(app, method, path)))
          Object.assign(operation, { requestBody: fileBody });
      }
    }
    const descriptions = moduleDescriptions();
    const tags = [...new Set(moduleNames)].map((name) => {
      const description = descriptions.get(name);
      return { name: moduleTag(name), ...(description ? { description } : {}) };
    });
    return { ...document, tags: tags.sort((a, b) => a.name.localeCompare(b.name)) };
  } finally {
    await close();
  }
}
