import { and, eq } from 'drizzle-orm';
import type { LanguageCode } from '../../../common/languages';
import { type Answers, checkSubmission } from '../../../common/survey/answers';
import type { Db } from '../../db/client';
import { type selfAssessmentKinds, selfAssessments } from '../../db/schema/selfAssessments';
import { AppError } from '../../http/errors';
import {
  currentSelfAssessmentVersion,
  loadSelfAssessment,
  presentSelfAssessment,
} from './selfAssessmentRecords';

type NewSelfAssessment = {
  kind: (typeof selfAssessmentKinds)[number];
  name: string | null;
  language: LanguageCode;
};

const finishedRefusal = () =>
  new AppError('conflict', 'This self-assessment is finished and can no longer be changed');

function checkLanguage(languages: string[], language: string) {
  if (!languages.includes(language))
    throw new AppError('validation_failed', `language: the self-assessment is not available in ${language}`);
}

export async function createSelfAssessment(db: Db, input: NewSelfAssessment) {
  const version = await currentSelfAssessmentVersion(db);
  checkLanguage(version.languages, input.language);
  const [made] = await db
    .insert(selfAssessments)
    .values({ surveyVersionId: version.id, kind: input.kind, name: input.name, language: input.language })
    .returning();
  return presentSelfAssessment({ assessment: made, version });
}

type AnswersWrite = { answers: Answers; finished: boolean; language: string };

/** Saves answers as they are given; finishing checks every required answer and freezes the record. */
export async function saveSelfAssessment(db: Db, id: string, write: AnswersWrite) {
  const { assessment, version } = await loadSelfAssessment(db, id);
  if (assessment.status === 'finished') throw finishedRefusal();
  checkLanguage(version.languages, write.language);
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
