import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { unstable_HistoryRouter as HistoryRouter, Route, Routes, useLocation } from 'react-router';
import type { SurveyContent } from '../../common/survey/content';
import { sampleSurvey } from '../../common/survey/surveyFixture';
// The English texts on the app's translator.
import './renderScreen';
import { createMemoryAppHistory } from '../routing/appHistory';
import { SurveyBuilderScreen } from '../screens/surveyBuilder/SurveyBuilderScreen';
import { theme } from '../theme';
import { signInSchoolAdmin } from './schoolTestKit';
import { ok, type Reply } from './screenTestKit';

/** Test helpers for the survey builder: a survey as the API answers it, and the builder rendered on the app's history. */

export const uuid = '8d0f6a3e-2b1c-4c1d-9a57-0e6f1b2a3c4d';
export const surveyPath = `surveys/${uuid}`;
export const draftPath = `surveys/${uuid}/draft`;
export const publishPath = `surveys/${uuid}/publish`;

export function surveyDetail(draft: SurveyContent = sampleSurvey(), extra: Record<string, unknown> = {}) {
  return {
    id: 1,
    uuid,
    slug: 'wellbeing-abc123',
    title: draft.title,
    audience: 'student',
    library: false,
    organization_id: 5,
    question_count: 0,
    latest_version: null,
    updated_at: '2025-03-04T10:15:00.000Z',
    draft,
    revision: 4,
    problems: [],
    versions: [],
    can: { edit: true },
    ...extra,
  };
}

/** A survey with one empty module. */
export function emptyModuleSurvey(): SurveyContent {
  return {
    ...sampleSurvey(),
    pillars: [],
    modules: [{ id: 'm1', title: { en: 'About you' }, intro: {}, questions: [] }],
  };
}

export const saved = (revision: number): Reply =>
  ok({ revision, problems: [], saved_at: '2025-03-04T10:20:00.000Z' });

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Signs in a survey designer with the API stubbed, and opens the builder on the app's history in memory (it blocks navigation). */
export async function openBuilder(
  replies: Record<string, Reply | Reply[]>,
  permissions: Record<string, boolean> = { manage_survey_design: true },
) {
  const api = await signInSchoolAdmin(permissions, {
    'POST events': ok({}),
    'POST log': ok({}),
    ...replies,
  });
  const history = createMemoryAppHistory([`/survey-builder/${uuid}`]);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <HistoryRouter history={history}>
            <Routes>
              <Route path="/survey-builder/:uuid" element={<SurveyBuilderScreen />} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </HistoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  await screen.findByRole('navigation', { name: 'Modules' });
  return { api, history, view };
}

/** The card of one question by its id (a CSS query: role queries are slow on the builder's large DOM). */
export function questionCard(id: string): HTMLElement {
  const card = document.querySelector<HTMLElement>(`section[data-drop-id="${id}"]`);
  if (!card) throw new Error(`No card for question ${id}`);
  return card;
}

/** The ids of the question cards in the centre column, in order. */
export const cardOrder = () =>
  [...document.querySelectorAll('section[data-drop-id]')].map((card) => card.getAttribute('data-drop-id'));

/** The options a Select offers once opened (jsdom cannot lay the dropdown out, so they count as hidden). */
export function offeredOptions(input: HTMLElement): string[] {
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('The select is not open');
  return [...listbox.querySelectorAll('[role="option"]')].map((option) => option.textContent ?? '');
}

/** Native drag and drop, as jsdom has no DataTransfer. */
export function dragAndDrop(handle: Element, target: Element) {
  const data: Record<string, string> = {};
  const dataTransfer = {
    types: [] as string[],
    setData(type: string, value: string) {
      data[type] = value;
      this.types.push(type);
    },
    getData: (type: string) => data[type] ?? '',
    setDragImage: () => undefined,
    effectAllowed: 'all',
    dropEffect: 'none',
  };
  fireEvent.dragStart(handle, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  fireEvent.dragEnd(handle, { dataTransfer });
}
