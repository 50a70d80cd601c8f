import { eq } from 'drizzle-orm';
import { allSchoolPermissions, defaultPermissions, soloPermissions } from '../../../common/permissions';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../client';
import { type IdentityType, identities, organizations, users } from '../schema';

export const demoPassword = 'demo12345';

type DemoIdentity = {
  type: IdentityType;
  organizationSlug: string | null;
  permissions?: Record<string, boolean>;
  teacherAccessToResults?: boolean;
};
type DemoUser = { username: string; name: string; surname: string; identities: DemoIdentity[] };

const teacherPermissions = { ...defaultPermissions(), manage_users: false, view_survey_results: true };

/** The demo logins listed in the README, all with the password demo12345. */
export const demoUsers: DemoUser[] = [
  {
    username: 'super',
    name: 'Sandra',
    surname: 'Super',
    identities: [{ type: 'super_admin', organizationSlug: null }],
  },
  {
    username: 'orgadmin',
    name: 'Oskars',
    surname: 'Ozols',
    identities: [
      {
        type: 'organization_admin',
        organizationSlug: 'demo-municipality',
        permissions: allSchoolPermissions(),
      },
    ],
  },
  {
    username: 'admin',
    name: 'Anna',
    surname: 'Kalniņa',
    identities: [
      { type: 'school_admin', organizationSlug: 'demo-school', permissions: allSchoolPermissions() },
    ],
  },
  {
    username: 'teacher',
    name: 'Tomass',
    surname: 'Bērziņš',
    identities: [
      {
        type: 'teacher',
        organizationSlug: 'demo-school',
        permissions: teacherPermissions,
        teacherAccessToResults: true,
      },
    ],
  },
  {
    username: 'student',
    name: 'Sofija',
    surname: 'Liepa',
    identities: [{ type: 'student', organizationSlug: 'demo-school' }],
  },
  {
    username: 'solo',
    name: 'Jānis',
    surname: 'Solo',
    identities: [{ type: 'solo', organizationSlug: 'solo-janis' }],
  },
  {
    username: 'multi',
    name: 'Marija',
    surname: 'Dubulta',
    identities: [
      {
        type: 'teacher',
        organizationSlug: 'demo-school',
        permissions: teacherPermissions,
        teacherAccessToResults: true,
      },
      { type: 'school_admin', organizationSlug: 'demo-primary', permissions: allSchoolPermissions() },
    ],
  },
];

export async function seedDemoAccounts(db: Db): Promise<void> {
  await db
    .insert(organizations)
    .values({ type: 'solo', name: 'Jānis Solo', slug: 'solo-janis', city: 'Riga' })
    .onConflictDoNothing();
  const passwordHash = await hashPassword(demoPassword);
  for (const demo of demoUsers) {
    const [user] = await db
      .insert(users)
      .values({
        username: demo.username,
        email: `${demo.username}@demo.balss.lv`,
        name: demo.name,
        surname: demo.surname,
        passwordHash,
      })
      .returning();
    for (const identity of demo.identities) {
      const [organization] = identity.organizationSlug
        ? await db.select().from(organizations).where(eq(organizations.slug, identity.organizationSlug))
        : [null];
      await db.insert(identities).values({
        userId: user.id,
        organizationId: organization?.id ?? null,
        type: identity.type,
        permissions: identity.type === 'solo' ? soloPermissions() : (identity.permissions ?? {}),
        teacherAccessToResults: identity.teacherAccessToResults ?? false,
      });
    }
  }
}
