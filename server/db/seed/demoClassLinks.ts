import { and, eq } from 'drizzle-orm';
import { gradeFromName } from '../../../common/classNames';
import type { Db } from '../client';
import { classes } from '../schema';
import { polls } from '../schema/surveys';
import type { Random } from './demoAnswers';
import { answerThroughClassLinks } from './demoLinkResponses';

/** Classes counted by head only, the grade read from the name, each head count drawn by `headCount`. */
export function insertHeadCountClasses(
  db: Db,
  organizationId: number,
  names: string[],
  headCount: () => number,
) {
  return db
    .insert(classes)
    .values(
      names.map((name) => ({ organizationId, name, grade: gradeFromName(name), numStudents: headCount() })),
    )
    .returning();
}

type MadeClass = Awaited<ReturnType<typeof insertHeadCountClasses>>[number];

/** Responses through the class links a run period opened for `made` (see answerThroughClassLinks). */
export async function answerThroughOpenedLinks(
  db: Db,
  input: Omit<Parameters<typeof answerThroughClassLinks>[1], 'classes'> & { made: MadeClass[] },
  random: Random,
): Promise<number> {
  const { made, ...rest } = input;
  const links = await db
    .select({ id: polls.id, classId: polls.classId })
    .from(polls)
    .where(and(eq(polls.periodId, input.period.id), eq(polls.kind, 'class_link')));
  return answerThroughClassLinks(db, { ...rest, classes: headCountClasses(made, links) }, random);
}

/** The classes with the class link each answers through. */
export function headCountClasses(made: MadeClass[], links: { id: number; classId: number | null }[]) {
  return made.map((klass) => ({
    id: klass.id,
    name: klass.name,
    grade: klass.grade ?? 0,
    numStudents: klass.numStudents,
    pollId: links.find((link) => link.classId === klass.id)?.id as number,
  }));
}
