import { validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAppRoutes } from '../appRoutes';
import { createTestApp, type TestApp } from '../testApp';
import { describeApi } from './describeApi';

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Issue 36: the API description is generated from the routes, complete, valid OpenAPI 3.1 and committed. */
describe('the API description (docs/openapi.json)', () => {
  let document: OpenAPIV3_1.Document;
  let ctx: TestApp;
  beforeAll(async () => {
    document = await describeApi();
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const operations = () =>
    Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      methods.flatMap((method) =>
        item?.[method] ? [{ key: `${method.toUpperCase()} ${path}`, operation: item[method] }] : [],
      ),
    );

  it('describes every route the app serves under /api, and nothing else', () => {
    const served = listAppRoutes(ctx.app)
      .filter((route) => route.url.startsWith('/api'))
      .map((route) => `${route.method} ${route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`)
      .sort();
    expect(
      operations()
        .map(({ key }) => key)
        .sort(),
    ).toEqual(served);
    expect(served.length).toBeGreaterThan(300);
  });

  it('gives every operation its module tag, who may call it and its answers', () => {
    const incomplete = operations()
      .filter(
        ({ operation }) =>
          operation.tags?.length !== 1 ||
          !operation.security?.length ||
          !operation.description ||
          !operation.responses?.['2XX'] ||
          !(operation as Record<string, unknown>)['x-access'],
      )
      .map(({ key }) => key);
    expect(incomplete, `operations without tag, security or access: ${incomplete.join(', ')}`).toEqual([]);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reads the schemas of the routes themselves', () => {
    const createClass = document.paths?.['/api/school/{schoolId}/classes']?.post;
    expect(createClass?.tags).toEqual(['class']);
    expect(createClass?.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'schoolId', required: true }),
    );
    const body = createClass?.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(body.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { name: {} },
    });
    const backOffice = document.paths?.['/api/openapi.json']?.get;
    expect(backOffice?.security).toEqual([{ bearer: [] }]);
    expect(backOffice?.description).toBe(
      "Allowed: a super-admin.\n401 (sign in first): an anonymous caller.\n403: a student of the school, a teacher of the school, a teacher of the school with results access, the school's admin, an admin of another school of the same organisation, an admin of another organisation's school, an admin of the school's organisation, a solo account.",
    );
    expect(document.paths?.['/api/health']?.get?.security).toEqual([{}, { bearer: [] }]);
    expect(document.paths?.['/api/token']?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths?.['/api/pass-polls/current']?.get?.security).toEqual([{ pollPass: [] }]);
  });

  it('describes the routes that take a file and those that answer with one', () => {
    const upload = document.paths?.['/api/school/{schoolId}/imports/{importId}/file']?.put;
    const body = upload?.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(Object.keys(body.content)).toEqual(['multipart/form-data', 'application/octet-stream']);
    const takingFiles = operations().filter(({ operation }) => {
      const content = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content;
      return content?.['multipart/form-data'] !== undefined;
    });
    expect(takingFiles.length).toBeGreaterThan(3);
    expect(takingFiles.length).toBeLessThan(10);
    const pdf = document.paths?.['/api/action-plans/{id}/pdf']?.get?.responses?.[
      '2XX'
    ] as OpenAPIV3_1.ResponseObject;
    expect(Object.keys(pdf.content ?? {})).toEqual(['application/pdf']);
    const json = document.paths?.['/api/action-plans/{id}']?.get?.responses?.[
      '2XX'
    ] as OpenAPIV3_1.ResponseObject;
    expect(Object.keys(json.content ?? {})).toEqual(['application/json']);
  });

  it('is valid OpenAPI 3.1 for a maintained validator', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, JSON.stringify(result.valid ? [] : result.errors, null, 2)).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('is the committed file (npm run openapi rewrites it after a route changes)', async () => {
    await expect(`${JSON.stringify(document, null, 2)}\n`).toMatchFileSnapshot('../../../docs/openapi.json');
  });
});
