import { ApiError } from '../../api/apiError';
import type { SurveyPreview } from '../../queries/previews';
import { clearDraft } from '../poll/pollDraft';
import type { PollChannel, PollPayload } from '../poll/pollTypes';

/** The respondent's payload for a preview: always open, never a response in progress. */
export function previewPayload(preview: SurveyPreview): PollPayload {
  return {
    needs_code: false,
    poll: { id: 0, kind: 'public_link' },
    period: {
      id: 0,
      name: preview.name ?? '',
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

/**
 * A channel that sends nothing. Saves along the way are declined quietly (so the runner never says
 * "saved"); finishing hands over to `onFinish` and never settles, so the runner's own after-finish
 * work (usage event, thank-you screen) does not run for a preview.
 */
export function previewChannel(storageKey: string, payload: PollPayload, onFinish: () => void): PollChannel {
  clearDraft(storageKey);
  return {
    storageKey,
    load: async () => payload,
    save: (_responseId, body) => {
      if (!body.finished) return Promise.reject(new ApiError(0, { message: 'Previews are not saved' }));
      clearDraft(storageKey);
      onFinish();
      return new Promise(() => {});
    },
  };
}
