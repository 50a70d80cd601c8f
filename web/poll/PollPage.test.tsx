import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleSurvey } from '../../common/survey/surveyFixture';
import en from '../../locales/en.json';
import { PollPage } from './PollPage';
import { PollPageTexts } from './PollPageTexts';
import { pollTranslator } from './pollTranslator';

afterEach(() => {
  vi.unstubAllGlobals();
});

const payload = {
  needs_code: false,
  poll: { id: 3, kind: 'public_link' },
  period: {
    id: 9,
    name: 'Autumn',
    starts_at: '2026-11-01T00:00:00Z',
    ends_at: '2026-12-01T00:00:00Z',
    languages: ['en', 'lv'],
    anonymous: true,
  },
  state: 'open',
  survey: sampleSurvey(),
  response: null,
};

describe('the light poll page', () => {
  it('shows the built-in texts first and the texts edited in the product when they arrive', async () => {
    let answerEdited: (texts: Record<string, string>) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        const reply = (data: unknown) => new Response(JSON.stringify({ status: 200, data }), { status: 200 });
        if (path === '/api/language/get')
          return new Promise<Response>((resolve) => {
            answerEdited = (texts) => resolve(reply(texts));
          });
        return reply(payload);
      }),
    );
    pollTranslator.start('en');
    render(
      <PollPageTexts>
        <PollPage target={{ kind: 'link', pollUrl: 'public-token' }} />
      </PollPageTexts>,
    );
    expect(await screen.findByRole('button', { name: en.poll.start })).toBeInTheDocument();
    answerEdited({ 'poll.start': 'Begin the survey', 'poll.next': 'poll.next' });
    expect(await screen.findByRole('button', { name: 'Begin the survey' })).toBeInTheDocument();
  });
});
