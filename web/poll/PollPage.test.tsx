import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleSurvey } from '../../common/survey/surveyFixture';
import en from '../../locales/en.json';
import lv from '../../locales/lv.json';
import ru from '../../locales/ru.json';
import { PollPage } from './PollPage';
import { PollPageTexts } from './PollPageTexts';
import { pollTranslator } from './pollTranslator';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The API of a class link whose survey is written in `languages`: it asks for a code first. */
function stubClassLink(languages: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const data =
        path === '/api/language/get'
          ? {}
          : {
              ...payload,
              needs_code: true,
              poll: { id: 4, kind: 'class_link' },
              period: { ...payload.period, languages },
              survey: null,
            };
      return new Response(JSON.stringify({ status: 200, data }), { status: 200 });
    }),
  );
}

function renderClassLink() {
  render(
    <PollPageTexts>
      <PollPage target={{ kind: 'link', pollUrl: 'class-token' }} />
    </PollPageTexts>,
  );
}

const payload = {
  needs_code: false,
  poll: { id: 3, kind: 'public_link' },
  title: sampleSurvey().title,
  period: {
    id: 9,
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
  it('at /kods a pupil with only a code types it in Latvian, and the class link it belongs to opens with the pass kept', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/access-codes/redeem') sent.push(JSON.parse(String(init?.body)));
        const data =
          path === '/api/access-codes/redeem'
            ? { pass: 'signed-pass', poll_id: 4, poll_url: 'class-7a' }
            : {};
        return new Response(JSON.stringify({ status: 200, data }), { status: 200 });
      }),
    );
    pollTranslator.start('lv');
    render(
      <PollPageTexts>
        <PollPage target={{ kind: 'code' }} />
      </PollPageTexts>,
    );
    expect(screen.getByRole('heading', { name: lv.poll.code.title })).toBeInTheDocument();
    const switcher = screen.getByRole('radiogroup', { name: lv.poll.language });
    expect(within(switcher).getByRole('radio', { name: 'LV' })).toBeChecked();
    await userEvent.type(screen.getByLabelText(new RegExp(lv.poll.code.label)), 'abcde fghjk');
    await userEvent.click(screen.getByRole('button', { name: lv.poll.code.submit }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/p/class-7a'));
    expect(sent).toEqual([{ code: 'abcde fghjk' }]);
    expect(sessionStorage.getItem('balss.poll_pass.class-7a')).toBe('signed-pass');
  });

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

  it('names the intro\'s progress by the pages to come, not "Page 0 of N"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        const data = path === '/api/language/get' ? {} : payload;
        return new Response(JSON.stringify({ status: 200, data }), { status: 200 });
      }),
    );
    pollTranslator.start('en');
    render(
      <PollPageTexts>
        <PollPage target={{ kind: 'link', pollUrl: 'public-token' }} />
      </PollPageTexts>,
    );
    const progress = await screen.findByRole('progressbar');
    const pages = sampleSurvey().modules.length;
    const hint = (pages === 1 ? en.poll.intro_hint_one : en.poll.intro_hint_other).replace(
      '{{count}}',
      String(pages),
    );
    expect(progress).toHaveAccessibleName(hint);
  });

  it("asks for the code in the survey's own language on an English browser, offering only its languages (issue 22)", async () => {
    stubClassLink(['lv', 'ru']);
    pollTranslator.start('en');
    renderClassLink();
    expect(await screen.findByLabelText(new RegExp(lv.poll.code.label))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: lv.poll.code.submit })).toBeInTheDocument();
    expect(screen.queryByText(en.poll.code.intro)).not.toBeInTheDocument();
    const switcher = screen.getByRole('radiogroup', { name: lv.poll.language });
    expect(
      within(switcher)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['lv', 'ru']);
    expect(within(switcher).getByRole('radio', { name: 'LV' })).toBeChecked();

    await userEvent.click(within(switcher).getByRole('radio', { name: 'RU' }));
    expect(await screen.findByLabelText(new RegExp(ru.poll.code.label))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ru.poll.code.submit })).toBeInTheDocument();
  });

  it('a survey in one language offers no switch and speaks that language', async () => {
    stubClassLink(['lv']);
    pollTranslator.start('en');
    renderClassLink();
    expect(await screen.findByLabelText(new RegExp(lv.poll.code.label))).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('a survey in a language added in the product speaks it, with English for its untranslated words', async () => {
    const survey = JSON.parse(
      JSON.stringify(sampleSurvey(), (_key, value) =>
        value && typeof value === 'object' && typeof value.en === 'string' ? { uk: `УК ${value.en}` } : value,
      ),
    );
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        const reply = (data: unknown) => new Response(JSON.stringify({ status: 200, data }), { status: 200 });
        if (url.pathname !== '/api/language/get')
          return reply({ ...payload, period: { ...payload.period, languages: ['uk'] }, survey });
        asked.push(url.searchParams.get('language') ?? '');
        // The server answers an untranslated key with itself.
        return reply({
          'poll.start': 'Почати',
          'poll.scales.agreement.5': 'Цілком згоден',
          'poll.scales.agreement.1': 'poll.scales.agreement.1',
        });
      }),
    );
    pollTranslator.start('en');
    render(
      <PollPageTexts>
        <PollPage target={{ kind: 'link', pollUrl: 'public-token' }} />
      </PollPageTexts>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Почати' }));
    expect(asked).toContain('uk');
    expect(document.documentElement.lang).toBe('uk');
    expect(await screen.findByText('УК I feel safe at school.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Цілком згоден' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: en.poll.scales.agreement[1] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.poll.next })).toBeInTheDocument();
  });
});
