import { and, eq } from 'drizzle-orm';
import { checkSubmission } from '../../../common/survey/answers';
import type { Answers } from '../../../common/survey/answerTypes';
import type { Db } from '../../db/client';
import { type selfAssessmentKinds, selfAssessments } from '../../db/schema/selfAssessments';
import { AppError } from '../../http/errors';
import { assertSurveyLanguages } from '../translations/surveyLanguages';
import {
  currentSelfAssessmentVersion,
  loadSelfAssessment,
  presentSelfAssessment,
  selfAssessmentLanguages,
} from './selfAssessmentRecords';

type NewSelfAssessment = {
  kind: (typeof selfAssessmentKinds)[number];
  name: string | null;
  language: string;
};

const finishedRefusal = () =>
  new AppError('conflict', 'This self-assessment is finished and can no longer be changed');

/**
 * Its version's languages, or one switched on for surveys (422 naming it); `own`, the language the
 * self-assessment was started in, stays usable if it is switched off meanwhile.
 */
async function checkLanguage(db: Db, languages: string[], language: string, own?: string) {
  if (languages.includes(language) || language === own) return;
  await assertSurveyLanguages(db, 'language', [language]);
}

export async function createSelfAssessment(db: Db, input: NewSelfAssessment) {
  const version = await currentSelfAssessmentVersion(db);
  await checkLanguage(db, version.languages, input.language);
  const [made] = await db
    .insert(selfAssessments)
    .values({ surveyVersionId: version.id, kind: input.kind, name: input.name, language: input.language })
    .returning();
  return presentSelfAssessment(
    { assessment: made, version },
    await selfAssessmentLanguages(db, version.languages),
  );
}

type AnswersWrite = { answers: Answers; finished: boolean; language: string };

/** Saves answers as they are given; finishing checks every required answer and freezes the record. */
export async function saveSelfAssessment(db: Db, id: string, write: AnswersWrite) {
  const { assessment, version } = await loadSelfAssessment(db, id);
  if (assessment.status === 'finished') throw finishedRefusal();
  await checkLanguage(db, version.languages, write.language, assessment.language);
  const { answers, problems } = checkSubmission(version.content, write.answers, write.finished);
  if (problems.length) throw new AppError('validation_failed', problems[0], problems);
  const now = new Date();
  const [saved] = await db
    .update(selfAssessments)
    .set({
      answers,
      language: write.language,
      updatedAt: now,
      ...(write.finished ? { status: 'finished' as const, finishedAt: now } : {}),
    })
    .where(and(eq(selfAssessments.id, id), eq(selfAssessments.status, 'in_progress')))
    .returning();
  if (!saved) throw finishedRefusal();
  return { id: saved.id, status: saved.status };
}
