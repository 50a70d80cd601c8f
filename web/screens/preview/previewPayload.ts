import type { PollPayload } from '../../components/pollRunner/pollTypes';
import type { SurveyPreview } from '../../queries/previews';

/** The respondent's payload for a preview: always open, never a response in progress. */
export function previewPayload(preview: SurveyPreview): PollPayload {
  return {
    needs_code: false,
    poll: { id: 0, kind: 'public_link' },
    title: preview.survey.title,
    period: {
      id: 0,
      starts_at: '',
      ends_at: '',
      languages: preview.languages,
      anonymous: preview.anonymous,
    },
    state: 'open',
    survey: preview.survey,
    response: null,
  };
}
