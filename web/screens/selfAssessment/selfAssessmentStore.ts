import { ApiError } from '../../api/apiError';
import { api } from '../../api/client';
import type { AnswerStore, PollPayload } from '../../components/pollRunner/pollTypes';
import type { SelfAssessment } from '../../queries/selfAssessments';

/** The respondent's payload for a self-assessment: always open, resuming its saved answers. */
export function selfAssessmentPayload(assessment: SelfAssessment): PollPayload {
  return {
    needs_code: false,
    poll: { id: 0, kind: 'public_link' },
    title: assessment.survey.title,
    period: {
      id: 0,
      starts_at: '',
      ends_at: '',
      languages: assessment.languages,
      anonymous: false,
    },
    state: 'open',
    survey: assessment.survey,
    response: { id: assessment.id, answers: assessment.answers, language: assessment.language },
  };
}

/** Saves to PUT /api/self-assessments/:id; finishing one found finished already (409) counts as finished. */
export function selfAssessmentStore(assessment: SelfAssessment): AnswerStore {
  const path = `self-assessments/${encodeURIComponent(assessment.id)}`;
  return {
    storageKey: `balss.self_assessment.${assessment.id}`,
    save: async (_responseId, body) => {
      try {
        await api.put(path, body);
      } catch (error) {
        if (!(body.finished && error instanceof ApiError && error.status === 409)) throw error;
      }
    },
  };
}
