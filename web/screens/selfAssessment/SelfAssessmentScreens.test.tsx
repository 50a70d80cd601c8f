import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleSurvey } from '../../../common/survey/surveyFixture';
import en from '../../../locales/en.json';
import { switchLanguage } from '../../i18n/i18n';
import { testI18n } from '../../test/renderScreen';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { SelfAssessmentResultsScreen } from './SelfAssessmentResultsScreen';
import { SelfAssessmentScreen } from './SelfAssessmentScreen';

vi.mock('../../i18n/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../i18n/i18n')>()),
  switchLanguage: vi.fn(async () => undefined),
}));

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await testI18n.changeLanguage('en');
});

const id = '6a1f5c1e-0d5b-4a7e-9b55-2f1c3d4e5f60';
const assessment = {
  id,
  kind: 'person',
  name: 'Ilze',
  language: 'en',
  status: 'in_progress',
  answers: {},
  languages: ['en', 'lv', 'ru'],
  survey: sampleSurvey(),
  finished_at: null,
};

const results = (comparison: { count: number | null; compound: number | null }, others: number | null) => ({
  id,
  kind: 'school',
  name: 'Riga School 5',
  language: 'en',
  finished_at: '2026-03-02T10:00:00Z',
  title: { en: 'School self-assessment' },
  compound: 65,
  comparison: { minimum: 5, ...comparison },
  pillars: [
    { id: 'wellbeing', name: { en: 'Wellbeing' }, score: 100, comparison: others },
    { id: 'parents', name: { en: 'Parent partnership' }, score: 25, comparison: others },
    { id: 'safety', name: { en: 'Safety' }, score: 0, comparison: others },
  ],
  weakest: ['safety', 'parents'],
  questions: [
    {
      id: 's_safe',
      pillar: 'safety',
      text: { en: 'Students feel safe.' },
      answer: 1,
      score: 0,
      comparison: others,
    },
  ],
  open_answers: [{ id: 'one_change', text: { en: 'One change?' }, answer: 'Calmer breaks' }],
});

describe('/self-assessment', () => {
  it('starts without an account, fills in with the same runner, and lands on the results when finished', async () => {
    const api = stubApi({
      'POST self-assessments': { status: 201, body: { status: 201, data: assessment } },
      [`PUT self-assessments/${id}`]: ok({ id, status: 'finished' }),
      'POST events': ok({}),
    });
    const user = userEvent.setup();
    renderAt(<SelfAssessmentScreen />, '/self-assessment', '/self-assessment');
    await user.click(await screen.findByRole('radio', { name: new RegExp(en.self_assessment.kinds.person) }));
    await user.type(screen.getByLabelText(en.self_assessment.start.name_label.person), 'Ilze');
    await user.click(screen.getByRole('button', { name: en.self_assessment.start.submit }));
    expect(api.callsTo('POST', 'self-assessments')[0].body).toEqual({
      kind: 'person',
      name: 'Ilze',
      language: 'en',
    });

    await user.click(await screen.findByRole('button', { name: en.poll.start }));
    await user.click(screen.getByRole('radio', { name: '7' }));
    const safety = screen.getByRole('radiogroup', { name: /I feel safe at school/ });
    await user.click(within(safety).getByRole('radio', { name: 'Agree' }));
    await user.click(screen.getByRole('button', { name: en.poll.next }));
    await user.click(await screen.findByRole('button', { name: en.poll.submit }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/self-assessment/results/${id}`),
    );
    const finish = api
      .callsTo('PUT', `self-assessments/${id}`)
      .filter((call) => (call.body as { finished: boolean }).finished);
    expect(finish[0].body).toMatchObject({ finished: true, answers: { grade: 'g7', safe: 4 } });
  });

  it('offers a language added for surveys at /admin/manage-languages and starts in it', async () => {
    const api = stubApi({
      'GET languages': ok([
        { code: 'en', name: 'English', native_name: 'English' },
        { code: 'lv', name: 'Latvian', native_name: 'Latviešu' },
        { code: 'ru', name: 'Russian', native_name: 'Русский' },
        { code: 'uk', name: 'Ukrainian', native_name: 'Українська' },
      ]),
      'POST self-assessments': failure(429, 'rate_limited', 'Too many self-assessments from here'),
    });
    const user = userEvent.setup();
    renderAt(<SelfAssessmentScreen />, '/self-assessment', '/self-assessment');
    await user.click(await screen.findByRole('radio', { name: 'Українська' }));
    expect(switchLanguage).toHaveBeenCalledWith('uk');
    await user.click(screen.getByRole('button', { name: en.self_assessment.start.submit }));
    await waitFor(() => expect(api.callsTo('POST', 'self-assessments')).toHaveLength(1));
    expect(api.callsTo('POST', 'self-assessments')[0].body).toMatchObject({ language: 'uk' });
    expect(await screen.findByText('Too many self-assessments from here')).toBeInTheDocument();
  });

  it('says so when the private link leads nowhere', async () => {
    stubApi({ [`GET self-assessments/${id}`]: failure(404, 'not_found', 'Self-assessment not found') });
    renderAt(<SelfAssessmentScreen />, '/self-assessment', `/self-assessment?id=${id}`);
    expect(await screen.findByText(en.self_assessment.missing.not_found.title)).toBeInTheDocument();
  });
});

describe('/self-assessment/results/{id}', () => {
  const finished = { [`GET self-assessments/${id}`]: ok({ id, status: 'finished' }) };
  const open = () =>
    renderAt(
      <SelfAssessmentResultsScreen />,
      '/self-assessment/results/:id',
      `/self-assessment/results/${id}`,
    );

  it('shows the scores, the two weakest pillars with a suggestion, the private link and the comparison', async () => {
    stubApi({
      ...finished,
      [`GET self-assessments/${id}/results`]: ok(results({ count: 7, compound: 58 }, 60)),
    });
    open();
    expect(await screen.findByText('School self-assessment')).toBeInTheDocument();
    expect(screen.getByText('65.0 / 100')).toBeInTheDocument();
    expect(
      screen.getByText('Compared with the average of 7 other school self-assessments.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Average of others: 60.0 / 100')).toHaveLength(3);
    expect(screen.getByText(en.self_assessment.suggestions.safety)).toBeInTheDocument();
    expect(screen.getByText(en.self_assessment.suggestions.parents)).toBeInTheDocument();
    expect(screen.queryByText(en.self_assessment.suggestions.wellbeing)).toBeNull();
    expect(screen.getByText('Your answer: Strongly disagree')).toBeInTheDocument();
    expect(screen.getByText('Calmer breaks')).toBeInTheDocument();
    expect(screen.getByText(en.self_assessment.results.link_note)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.self_assessment.results.copy_link })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.self_assessment.results.print })).toBeInTheDocument();
  });

  it('writes the scores with the decimal sign of the language, as the results do', async () => {
    await testI18n.changeLanguage('lv');
    const decimals = results({ count: 7, compound: 58.25 }, 60.5);
    decimals.compound = 47.1;
    decimals.pillars[1].score = 25.4;
    decimals.questions[0].score = 12.5;
    stubApi({ ...finished, [`GET self-assessments/${id}/results`]: ok(decimals) });
    open();
    // The test i18n holds English texts only; the numbers follow the language itself (Intl).
    expect(await screen.findByText('47,1 / 100')).toBeInTheDocument();
    expect(screen.getByText('Average of others: 58,3 / 100')).toBeInTheDocument();
    expect(screen.getAllByText('Average of others: 60,5 / 100')).toHaveLength(3);
    expect(screen.getByText(/Parent partnership · 25,4 \/ 100/)).toBeInTheDocument();
    expect(screen.getByText('Score 12,5 / 100 · others 60,5 / 100')).toBeInTheDocument();
    expect(screen.queryByText(/\d\.\d \/ 100/)).toBeNull();
  });

  it('explains that a comparison needs at least 5 others, and shows none', async () => {
    stubApi({
      ...finished,
      [`GET self-assessments/${id}/results`]: ok(results({ count: null, compound: null }, null)),
    });
    open();
    expect(
      await screen.findByText(en.self_assessment.results.no_comparison.replace('{{minimum}}', '5')),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Average of others/)).toBeNull();
  });

  it('offers to continue one not finished yet, without asking for its results (issue 41, finding 10)', async () => {
    const api = stubApi({ [`GET self-assessments/${id}`]: ok({ id, status: 'in_progress' }) });
    open();
    expect(await screen.findByText(en.self_assessment.missing.not_finished.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.self_assessment.missing.continue })).toHaveAttribute(
      'href',
      `/self-assessment?id=${id}`,
    );
    expect(api.callsTo('GET', `self-assessments/${id}/results`)).toHaveLength(0);
  });

  it('says so for an unknown id', async () => {
    stubApi({ [`GET self-assessments/${id}`]: failure(404, 'not_found', 'Self-assessment not found') });
    open();
    expect(await screen.findByText(en.self_assessment.missing.not_found.title)).toBeInTheDocument();
  });
});
