import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createUserBody } from '../routes/adminUsers/schema';
import { createSuperAdminWithLink } from '../services/admin/firstSuperAdmin';
import { runCommand } from './command';

/**
 * npm run admin:create -- --username jana --email jana@skola.lv --name Jana [--surname Ozola]
 *
 * Makes a super-admin without a password and prints the one-time link that sets it (docs/DEPLOY.md,
 * "The first super-admin"). Each value may instead come from ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_NAME and
 * ADMIN_SURNAME, or, on a terminal, is asked for.
 */
const fields = [
  { key: 'username', variable: 'ADMIN_USERNAME', label: 'Username', required: true },
  { key: 'email', variable: 'ADMIN_EMAIL', label: 'E-mail address', required: true },
  { key: 'name', variable: 'ADMIN_NAME', label: 'First name', required: true },
  { key: 'surname', variable: 'ADMIN_SURNAME', label: 'Surname', required: false },
] as const;

type Given = Partial<Record<(typeof fields)[number]['key'], string>>;

async function gather(): Promise<Given> {
  const { values } = parseArgs({
    options: Object.fromEntries(fields.map((field) => [field.key, { type: 'string' as const }])),
  });
  const given: Given = {};
  for (const field of fields)
    given[field.key] = (values[field.key] as string | undefined) ?? process.env[field.variable];
  const missing = fields.filter((field) => field.required && !given[field.key]?.trim());
  if (!missing.length || !process.stdin.isTTY) return given;
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (const field of missing) given[field.key] = await terminal.question(`${field.label}: `);
  } finally {
    terminal.close();
  }
  return given;
}

await runCommand(async ({ config, database }) => {
  const given = await gather();
  const missing = fields.filter((field) => field.required && !given[field.key]?.trim());
  if (missing.length) {
    const names = missing.map((field) => `--${field.key} (or ${field.variable})`).join(', ');
    throw new Error(`Missing ${names}`);
  }
  const parsed = createUserBody.safeParse({ ...given, surname: given.surname ?? '' });
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  }
  const { username, email, name, surname } = parsed.data;
  const made = await createSuperAdminWithLink(database.db, config, {
    username,
    email: email!,
    name,
    surname,
  });
  console.log(`Super-admin ${made.user.username} <${made.user.email}> created, without a password.`);
  console.log(`Set the password once through this link (until ${made.expiresAt.toISOString()}):`);
  console.log(made.link);
});
