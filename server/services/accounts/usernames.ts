import { like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

const cyrillic: Record<string, string> = Object.fromEntries(
  'а:a б:b в:v г:g д:d е:e ё:e ж:zh з:z и:i й:i к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:h ц:ts ч:ch ш:sh щ:sch ъ: ы:y ь: э:e ю:yu я:ya'
    .split(' ')
    .map((pair) => pair.split(':')),
);

/** "Jānis Bērziņš" → "janis.berzins", "Юлия Петрова" → "yuliya.petrova": ASCII, dots between parts. */
export function usernameBase(name: string, surname: string): string {
  const ascii = `${name} ${surname}`
    .toLowerCase()
    .replace(/[а-яё]/g, (letter) => cyrillic[letter] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
  return ascii || 'user';
}

/** The base name, or the base with the first free number after it. */
export async function uniqueUsername(db: Db, name: string, surname: string): Promise<string> {
  const base = usernameBase(name, surname);
  const taken = new Set(
    (
      await db
        .select({ username: users.username })
        .from(users)
        .where(like(users.username, `${base}%`))
    ).map((row) => row.username),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}
