import { ApiError } from '../../api/apiError';
import { api } from '../../api/client';
import type { SelfAssessment } from '../../queries/selfAssessments';
import { clearDraft } from '../poll/pollDraft';
import type { PollChannel, PollPayload } from '../poll/pollTypes';

/** The respondent's payload for a self-assessment: always open, resuming its saved answers. */
export function selfAssessmentPayload(assessment: SelfAssessment): PollPayload {
  return {
    needs_code: false,
    poll: { id: 0, kind: 'public_link' },
    period: {
      id: 0,
      name: '',
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

/**
 * Saves to PUT /api/self-assessments/:id. Once finished (or found finished already: 409) it hands
 * over to `onFinished` and never settles: the results screen, not the runner's thank-you, comes next.
 */
export function selfAssessmentChannel(assessment: SelfAssessment, onFinished: () => void): PollChannel {
  const path = `self-assessments/${encodeURIComponent(assessment.id)}`;
  const storageKey = `balss.self_assessment.${assessment.id}`;
  return {
    storageKey,
    load: async () => selfAssessmentPayload(assessment),
    save: async (_responseId, body) => {
      try {
        await api.put(path, body);
      } catch (error) {
        if (!(body.finished && error instanceof ApiError && error.status === 409)) throw error;
      }
      if (!body.finished) return;
      clearDraft(storageKey);
      onFinished();
      await new Promise(() => {});
    },
  };
}
