import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { schoolSsoConfigs } from '../../db/schema';
import { buildSchool } from '../../test/factories';
import { openTestDatabase } from '../../test/testDatabase';
import { resealSsoSecrets } from './resealSecrets';
import { openSecret, sealSecret } from './secretBox';

const older = 'older-token-secret-older-token-secret-0123456';
const newer = 'newer-token-secret-newer-token-secret-0123456';
const dropped = 'dropped-token-secret-dropped-token-secret-01';

/** docs/DEPLOY.md "Rotating the secrets": the SSO client secrets move to the newest TOKEN_SECRET at start. */
describe('resealing SSO client secrets after a TOKEN_SECRET rotation', () => {
  let database: Database;
  const db = () => database.db;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  async function ssoSchool(sealedWith: string) {
    const { school } = await buildSchool(db());
    await db()
      .insert(schoolSsoConfigs)
      .values({
        organizationId: school.id,
        issuer: 'https://id.example.lv',
        clientId: `client-${school.id}`,
        clientSecretEncrypted: sealSecret(sealedWith, `secret-of-${school.id}`),
        identityTypes: ['student'],
      });
    return school.id;
  }
  const sealedOf = async (schoolId: number) =>
    (await db().select().from(schoolSsoConfigs).where(eq(schoolSsoConfigs.organizationId, schoolId)))[0]
      .clientSecretEncrypted;

  it('seals again with the newest what an older secret sealed, so the older one can be dropped', async () => {
    const mine = await ssoSchool(older);
    const lost = await ssoSchool(dropped);
    const result = await resealSsoSecrets(db(), [newer, older]);
    expect(result.resealed).toBeGreaterThanOrEqual(1);
    expect(result.unreadable).toContain(lost);
    const resealed = await sealedOf(mine);
    expect(openSecret([newer], resealed)).toBe(`secret-of-${mine}`);
    expect(() => openSecret([older], resealed)).toThrow();
    // Done once: the next start finds nothing to do for it.
    const again = await resealSsoSecrets(db(), [newer]);
    expect(again.resealed).toBe(0);
    expect(again.unreadable).not.toContain(mine);
  });
});
