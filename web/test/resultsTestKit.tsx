import { Route, Routes, useLocation } from 'react-router';
import type { QuestionResult, ResultsPeriod, ResultsSummary } from '../../common/results/types';
import { renderScreen } from './renderScreen';

/** Fixtures and a render for the results screens' tests. */

export const agreementLabels = ['Strongly disagree', 'Disagree', 'Neither', 'Agree', 'Strongly agree'];

export const safeQuestion: QuestionResult = {
  key: 'q_safe',
  questionId: 'q_safe',
  itemId: null,
  moduleId: 'm_school',
  type: 'agreement',
  text: { en: 'I feel safe at school', lv: 'Skolā jūtos droši' },
  parentText: null,
  pillar: 'p_belonging',
  reverse: false,
  hidden: null,
  answered: 24,
  distribution: agreementLabels.map((label, index) => ({
    value: index + 1,
    label: { en: label },
    count: [1, 2, 3, 10, 8][index],
    share: [1, 2, 3, 10, 8][index] / 24,
  })),
  mean: 3.917,
  score: 72.9,
  favourable: 0.75,
  benchmark: { score: 68, favourable: 0.61 },
};

export const hiddenQuestion: QuestionResult = {
  ...safeQuestion,
  key: 'q_bullied',
  questionId: 'q_bullied',
  text: { en: 'Someone has bullied me this term' },
  hidden: 'too_few_respondents',
  answered: 0,
  distribution: [],
  mean: null,
  score: null,
  favourable: null,
  benchmark: null,
};

export const textQuestion: QuestionResult = {
  ...hiddenQuestion,
  key: 'q_change',
  questionId: 'q_change',
  type: 'text_long',
  text: { en: 'What would you change?' },
  hidden: null,
};

export const summary: ResultsSummary = {
  info: {
    compound_score: {
      enabled: true,
      name: 'Wellbeing index',
      unfiltered_value: 70.04,
      value: 72.5,
      text: '',
    },
    parent_period_id: null,
    own_schools_only: false,
    can_share: true,
    period: { id: 42, name: 'Autumn 2025', status: 'closed' },
    survey_info: {
      num_finished: 24,
      survey_name: 'Student wellbeing',
      time_period: { start: '2025-10-01T00:00:00.000Z' },
      dates: {
        start: '2025-10-01T00:00:00.000Z',
        end: '2025-10-15T00:00:00.000Z',
        yearStart: 2025,
        yearEnd: 2026,
      },
      survey_id: 9,
      respondentOriginCount: 24,
      responseRate: -1,
      respondentsExpected: 0,
      organization_name: 'Demo Secondary School',
      organizations: [{ id: 5, name: 'Demo Secondary School' }],
    },
    filters: {},
    is_pdf: false,
    anonymity: { minGroup: 5, minTextGroup: 10 },
    hidden: null,
  },
  pillars: [
    {
      id: 'p_belonging',
      name: { en: 'Belonging' },
      score: 64.2,
      favourable: 0.6,
      hidden: null,
      benchmark: { score: 58, favourable: 0.5 },
    },
    {
      id: 'p_teaching',
      name: { en: 'Teaching' },
      score: null,
      favourable: null,
      hidden: 'complementary',
      benchmark: null,
    },
  ],
  modules: [
    { id: 'm_school', name: { en: 'My school' }, score: 66, favourable: 0.62, hidden: null, benchmark: null },
  ],
  questions: [safeQuestion, hiddenQuestion, textQuestion],
  textQuestions: [{ questionId: 'q_ideas', moduleId: 'm_school', text: { en: 'Your ideas for the school' } }],
  benchmarks: {
    list: [
      {
        id: 3,
        name: { en: 'All schools 2025/26' },
        scope: 'overall',
        schoolCount: 14,
        respondentCount: 2100,
      },
      { id: 4, name: { en: 'Riga schools' }, scope: 'organization', schoolCount: 1, respondentCount: 300 },
    ],
    selected: 3,
  },
};

export const resultsPeriod: ResultsPeriod = {
  id: 42,
  type: 'period',
  name: 'Autumn 2025',
  survey_id: 9,
  survey_name: { en: 'Student wellbeing', lv: 'Skolēnu labsajūta' },
  organization_name: 'Demo Secondary School',
  starts_at: '2025-10-01T00:00:00.000Z',
  ends_at: '2025-10-15T00:00:00.000Z',
  status: 'closed',
  num_finished: 24,
  respondents_expected: 30,
  own_classes_only: false,
  school_year: { year: 2025, name: '2025/26' },
};

function AddressProbe() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen at its route; the address afterwards, search included, shows in the 'address' test id. */
export function renderResultsAt(screen: React.ReactElement, path: string, url: string) {
  return renderScreen(
    <>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={null} />
      </Routes>
      <AddressProbe />
    </>,
    { path: '*', url },
  );
}

/** The address shown by the probe, search decoded. */
export function currentAddress(element: HTMLElement): { pathname: string; params: URLSearchParams } {
  const url = new URL(element.textContent ?? '', 'http://localhost');
  return { pathname: url.pathname, params: url.searchParams };
}
