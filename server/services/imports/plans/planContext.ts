import type { ImportIssue, ImportType } from '../../../db/schema';
import { accountElsewhereMessage } from '../../respondents/accountsElsewhere';
import type { FieldKey } from '../importFields';
import { issue, type RowValues } from '../rowValidation';
import type { KnownPerson, SchoolSnapshot } from '../schoolSnapshot';
import type { ImportPlan, NewPerson } from './planTypes';

export const lower = (value: string | undefined | null) => (value ?? '').toLowerCase();
export const nameKey = (name?: string, surname?: string, extra = '') =>
  `${lower(name)}|${lower(surname)}|${extra}`;

type KeyedField = { field: FieldKey; key: string | null };

/** The running state of one plan: in-file keys, outcomes, issues and what the commit will write. */
export class PlanContext {
  private readonly seen = new Map<string, number>();
  readonly plan: ImportPlan;
  readonly classByName: Map<string, { id: number; name: string; teacherId: number | null }>;

  constructor(
    type: ImportType,
    rowCount: number,
    readonly snapshot: SchoolSnapshot,
  ) {
    this.plan = {
      type,
      rowCount,
      people: [],
      links: [],
      newClasses: [],
      errors: [],
      skipped: [],
      outcomes: new Map(),
    };
    this.classByName = new Map(snapshot.classes.map((klass) => [lower(klass.name), klass]));
  }

  /** The first earlier row sharing a key with this one (external id, e-mail, name…); the keys are remembered. */
  duplicateOf(line: number, keys: KeyedField[], noun: string): ImportIssue | null {
    let found: ImportIssue | null = null;
    for (const { field, key } of keys) {
      if (!key) continue;
      const earlier = this.seen.get(key);
      if (earlier !== undefined && !found)
        found = issue(line, field, 'duplicate_in_file', `Same ${noun} as line ${earlier}`, { line: earlier });
      if (earlier === undefined) this.seen.set(key, line);
    }
    return found;
  }

  fail(line: number, issues: ImportIssue[]): void {
    this.plan.errors.push(...issues);
    this.plan.outcomes.set(line, 'error');
  }

  skip(line: number, reason: ImportIssue): void {
    this.plan.skipped.push(reason);
    this.plan.outcomes.set(line, 'skip');
  }

  /**
   * Fails the row when its e-mail belongs to an account with roles outside the school (see
   * accountsWithRolesElsewhere); answers whether it did, so the row adds nothing.
   */
  refusesAccountElsewhere(line: number, email: string | undefined): boolean {
    if (!email || !this.snapshot.elsewhere.has(email)) return false;
    this.fail(line, [issue(line, 'email', 'account_elsewhere', accountElsewhereMessage)]);
    return true;
  }

  add(person: NewPerson): void {
    this.plan.people.push(person);
    this.plan.outcomes.set(person.line, person.userId ? 'existing_account' : 'new');
  }

  link(line: number, parentId: number, studentId: number): void {
    this.plan.links.push({ parentId, studentId });
    this.plan.outcomes.set(line, 'link');
  }

  newClass(name: string): void {
    if (
      !this.classByName.has(lower(name)) &&
      !this.plan.newClasses.some((known) => lower(known) === lower(name))
    )
      this.plan.newClasses.push(name);
  }
}

const byLabel = { external_id: 'external id', email: 'e-mail', name: 'name' } as const;
export type FoundBy = keyof typeof byLabel;

/** The school's people by external id, e-mail and a name key, for finding a row's person at once. */
export class PeopleIndex {
  private readonly byExternalId = new Map<string, KnownPerson>();
  private readonly byEmail = new Map<string, KnownPerson>();
  private readonly byName = new Map<string, KnownPerson[]>();

  constructor(people: KnownPerson[], nameKeyOf: (person: KnownPerson) => string) {
    for (const person of people) {
      if (person.externalId) this.byExternalId.set(lower(person.externalId), person);
      if (person.email) this.byEmail.set(lower(person.email), person);
      const key = nameKeyOf(person);
      const namesakes = this.byName.get(key);
      if (namesakes) namesakes.push(person);
      else this.byName.set(key, [person]);
    }
  }

  named(key: string): KnownPerson[] {
    return this.byName.get(key) ?? [];
  }

  /** By external id, then e-mail, then the name key (when one is given). */
  find(values: RowValues, key?: string): { person: KnownPerson; by: FoundBy } | null {
    const byExternalId = values.external_id && this.byExternalId.get(lower(values.external_id));
    if (byExternalId) return { person: byExternalId, by: 'external_id' };
    const byEmail = values.email && this.byEmail.get(lower(values.email));
    if (byEmail) return { person: byEmail, by: 'email' };
    const [byName] = key ? this.named(key) : [];
    return byName ? { person: byName, by: 'name' } : null;
  }
}

export function alreadyThere(line: number, by: FoundBy, noun: string): ImportIssue {
  return issue(line, by, 'exists_in_school', `This ${noun} is already in the school (same ${byLabel[by]})`, {
    by,
  });
}
