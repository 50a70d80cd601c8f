import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleSurvey } from '../../../common/survey/surveyFixture';
import en from '../../../locales/en.json';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { LinkPollScreen } from './LinkPollScreen';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const token = 'public-token-123';
const payload = (overrides: object = {}) => ({
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
  ...overrides,
});

async function answerFirstPage(user: ReturnType<typeof userEvent.setup>, safe: string) {
  await user.click(await screen.findByRole('button', { name: en.poll.start }));
  await user.click(screen.getByRole('radio', { name: '7' }));
  const safety = screen.getByRole('radiogroup', { name: /I feel safe at school/ });
  await user.click(within(safety).getByRole('radio', { name: safe }));
  await user.click(screen.getByRole('button', { name: en.poll.next }));
}

describe('filling in a poll through a link', () => {
  it('asks the follow-up only when the answer calls for it, and submits once with the same response id', async () => {
    const api = stubApi({
      [`GET public-polls/${token}`]: ok(payload()),
      [`PUT public-polls/${token}/responses/`]: ok({}),
    });
    api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\//, '');
      api.calls.push({
        method: init?.method ?? 'GET',
        path,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const body =
        path.startsWith('public-polls/') && init?.method === 'PUT'
          ? { status: 200, data: { status: 'finished' } }
          : { status: 200, data: payload() };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    const user = userEvent.setup();
    renderAt(<LinkPollScreen />, '/teacher/poll/:pollUrl', `/teacher/poll/${token}`);
    await answerFirstPage(user, 'Strongly disagree');
    expect(await screen.findByText(/What makes you feel unsafe/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.poll.submit }));
    expect(await screen.findByText(en.poll.required)).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: /What makes you feel unsafe/ }),
      'The corridors at break',
    );
    await user.click(screen.getByRole('button', { name: en.poll.submit }));
    const thanks = await screen.findByRole('heading', { name: en.poll.states.done.title });
    // Focus moves to the thank-you, so a screen reader reads it at once.
    await waitFor(() => expect(thanks).toHaveFocus());
    const finish = api.calls.filter(
      (call) => call.method === 'PUT' && (call.body as { finished: boolean }).finished,
    );
    expect(finish).toHaveLength(1);
    expect(finish[0].body).toMatchObject({
      finished: true,
      language: 'en',
      answers: { grade: 'g7', safe: 1, why_unsafe: 'The corridors at break' },
    });
  });

  it('keeps the answers while offline and sends them when the connection returns', async () => {
    let online = true;
    const puts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (init?.method === 'PUT') {
          if (!online) throw new TypeError('Failed to fetch');
          puts.push(JSON.parse(String(init.body)));
          return new Response(JSON.stringify({ status: 200, data: {} }), { status: 200 });
        }
        if (path.endsWith('/events')) return new Response('{}', { status: 201 });
        return new Response(JSON.stringify({ status: 200, data: payload() }), { status: 200 });
      }),
    );
    const user = userEvent.setup();
    renderAt(<LinkPollScreen />, '/teacher/poll/:pollUrl', `/teacher/poll/${token}`);
    await answerFirstPage(user, 'Agree');
    online = false;
    await user.click(screen.getByRole('button', { name: en.poll.submit }));
    expect(await screen.findByText(en.poll.offline_finish)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`balss.poll.public.${token}`) ?? '{}')).toMatchObject({
      pendingFinish: true,
      answers: { safe: 4 },
    });
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(en.poll.states.done.title)).toBeInTheDocument();
    await waitFor(() => expect(puts.some((body) => (body as { finished: boolean }).finished)).toBe(true));
    expect(localStorage.getItem(`balss.poll.public.${token}`)).toBeNull();
  });

  it('a class link asks for the code and shows the server refusal', async () => {
    stubApi({
      [`GET public-polls/${token}`]: ok(
        payload({ needs_code: true, poll: { id: 4, kind: 'class_link' }, survey: null }),
      ),
      'POST access-codes/redeem': failure(
        404,
        'not_found',
        'This code is not valid. Check it and try again.',
      ),
    });
    const user = userEvent.setup();
    renderAt(<LinkPollScreen />, '/teacher/poll/:pollUrl', `/teacher/poll/${token}`);
    await user.type(await screen.findByLabelText(new RegExp(en.poll.code.label)), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: en.poll.code.submit }));
    expect(await screen.findByText(en.poll.code.wrong)).toBeInTheDocument();
  });

  it('says a used code and too many wrong codes in the poll language, not the server message', async () => {
    stubApi({
      [`GET public-polls/${token}`]: ok(
        payload({ needs_code: true, poll: { id: 4, kind: 'class_link' }, survey: null }),
      ),
      'POST access-codes/redeem': [
        failure(409, 'conflict', 'server words'),
        failure(429, 'rate_limited', 'server words'),
      ],
    });
    const user = userEvent.setup();
    renderAt(<LinkPollScreen />, '/teacher/poll/:pollUrl', `/teacher/poll/${token}`);
    await user.type(await screen.findByLabelText(new RegExp(en.poll.code.label)), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: en.poll.code.submit }));
    expect(await screen.findByText(en.poll.code.used)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.poll.code.submit }));
    expect(await screen.findByText(en.poll.code.too_many)).toBeInTheDocument();
    expect(screen.queryByText('server words')).toBeNull();
  });

  it('brings the first unanswered question into focus, and says a refused submission in the poll language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const finishing = init?.method === 'PUT' && JSON.parse(String(init.body)).finished;
        const [status, body] = finishing
          ? [409, { status: 409, error: 'conflict', message: 'The survey is closed' }]
          : [200, { status: 200, data: payload() }];
        return new Response(JSON.stringify(body), { status });
      }),
    );
    const user = userEvent.setup();
    renderAt(<LinkPollScreen />, '/teacher/poll/:pollUrl', `/teacher/poll/${token}`);
    await user.click(await screen.findByRole('button', { name: en.poll.start }));
    await user.click(screen.getByRole('button', { name: en.poll.next }));
    const grade = screen.getByRole('radiogroup', { name: /grade/i });
    await waitFor(() => expect(grade).toContainElement(document.activeElement as HTMLElement));
    await user.click(screen.getByRole('radio', { name: '7' }));
    const safety = screen.getByRole('radiogroup', { name: /I feel safe at school/ });
    await user.click(within(safety).getByRole('radio', { name: 'Agree' }));
    await user.click(screen.getByRole('button', { name: en.poll.next }));
    await user.click(screen.getByRole('button', { name: en.poll.submit }));
    expect(await screen.findByText(en.poll.send_failed.conflict)).toBeInTheDocument();
    expect(screen.queryByText('The survey is closed')).toBeNull();
  });

  it("ties a grid's error to each of its rows still unanswered, and focuses the first of them", async () => {
    const survey = sampleSurvey();
    const grid = survey.modules[1].questions.find((question) => question.type === 'matrix')!;
    grid.required = true;
    stubApi({ [`GET public-polls/${token}`]: ok(payload({ survey })) });
    const user = userEvent.setup();
    renderAt(<LinkPollScreen />, '/teacher/poll/:pollUrl', `/teacher/poll/${token}`);
    await answerFirstPage(user, 'Agree');
    const kind = await screen.findByRole('radiogroup', { name: 'people are kind' });
    await user.click(within(kind).getByRole('radio', { name: 'Agree' }));
    await user.click(screen.getByRole('button', { name: en.poll.submit }));
    const error = await screen.findByText(en.poll.matrix_required);
    const noisy = screen.getByRole('radiogroup', { name: 'it is noisy' });
    expect(noisy).toHaveAttribute('aria-invalid', 'true');
    expect(noisy.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(kind).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(noisy).toContainElement(document.activeElement as HTMLElement));
  });

  it('on a shared device the thank-you lets the next pupil type a code, and nothing of the pupil before stays in the browser', async () => {
    const classLink = payload({ poll: { id: 4, kind: 'class_link' } });
    const api = stubApi({
      [`GET public-polls/${token}`]: [
        ok({ ...classLink, needs_code: true, survey: null }),
        ok({ ...classLink, needs_code: true, survey: null }),
      ],
      'POST access-codes/redeem': [
        ok({ pass: 'pass-of-the-first-pupil', poll_id: 4, poll_url: token }),
        ok({ pass: 'pass-of-the-second-pupil', poll_id: 4, poll_url: token }),
      ],
      'GET pass-polls/current': [ok(classLink), ok(classLink)],
      'POST events': ok({}),
    });
    api.fetchMock.mockImplementation(
      (
        (stubbed) => async (input: RequestInfo | URL, init?: RequestInit) =>
          init?.method === 'PUT'
            ? new Response(JSON.stringify({ status: 200, data: { status: 'saved' } }), { status: 200 })
            : stubbed(input, init)
      )(api.fetchMock.getMockImplementation()!),
    );
    // An answer copy an earlier version left in local storage for another pupil's pass.
    localStorage.setItem(`balss.poll.pass.${token}.old-pass-tail`, '{"answers":{"safe":1}}');
    const user = userEvent.setup();
    renderAt(<LinkPollScreen />, '/teacher/poll/:pollUrl', `/teacher/poll/${token}`);
    await user.type(await screen.findByLabelText(new RegExp(en.poll.code.label)), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: en.poll.code.submit }));
    await answerFirstPage(user, 'Agree');
    // While the pupil answers, the answers are kept for this tab only.
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('balss.poll.pass.'))).toBe(true);
    await user.click(screen.getByRole('button', { name: en.poll.submit }));
    await screen.findByRole('heading', { name: en.poll.states.done.title });
    const stored = [...Object.keys(localStorage), ...Object.keys(sessionStorage)];
    expect(stored.filter((key) => key.startsWith('balss.poll'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: en.poll.code.next_pupil }));
    const field = await screen.findByLabelText(new RegExp(en.poll.code.label));
    expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'KMNPQ-RSTUV');
    await user.click(screen.getByRole('button', { name: en.poll.code.submit }));
    expect(await screen.findByRole('button', { name: en.poll.start })).toBeInTheDocument();
    expect(api.callsTo('POST', 'access-codes/redeem').map((call) => call.body)).toEqual([
      { code: 'ABCDE-FGHJK' },
      { code: 'KMNPQ-RSTUV' },
    ]);
  });

  it('titles the code field by the survey, never by the period the staff named', async () => {
    stubApi({
      [`GET public-polls/${token}`]: ok(
        payload({ needs_code: true, poll: { id: 4, kind: 'class_link' }, survey: null }),
      ),
    });
    renderAt(<LinkPollScreen />, '/teacher/poll/:pollUrl', `/teacher/poll/${token}`);
    expect(await screen.findByRole('heading', { name: 'Wellbeing' })).toBeInTheDocument();
  });

  it('a finished public link offers no home page to someone without an account', async () => {
    stubApi({ [`GET public-polls/${token}`]: ok(payload({ state: 'closed', survey: null })) });
    renderAt(<LinkPollScreen />, '/teacher/poll/:pollUrl', `/teacher/poll/${token}`);
    expect(await screen.findByText(en.poll.states.closed.title)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.poll.to_home })).toBeNull();
  });
});
