import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildSchool } from '../../test/factories';
import { tokenOf } from '../../test/roleTokens';
import { superAdminTestApp } from '../../test/superAdminTestApp';
import { apiDescriptionFile } from './apiDescription';

describe('GET /api/openapi.json', () => {
  const { send, deps, db } = superAdminTestApp();

  it('gives a super-admin the committed description, as the bare document', async () => {
    const response = await send('GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(await readFile(apiDescriptionFile, 'utf8'));
    expect(response.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Balss API' } });
  });

  it('refuses anyone else', async () => {
    expect((await send('GET', '/api/openapi.json', undefined, null)).statusCode).toBe(401);
    const { school } = await buildSchool(db());
    const schoolAdmin = await tokenOf(deps(), 'school_admin', school.id, { manage_admins: true });
    expect((await send('GET', '/api/openapi.json', undefined, schoolAdmin)).statusCode).toBe(403);
  });
});
