import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenTextResult } from '../../../../common/results/types';
import { ok, renderAt, stubApi } from '../../../test/screenTestKit';
import { OpenTexts } from './OpenTexts';

afterEach(() => vi.unstubAllGlobals());

const identifiers = { type: 'period' as const, id: 41 };
const answers = Array.from({ length: 25 }, (_, index) => `Answer number ${index + 1}`);
const shown: OpenTextResult = {
  questionId: 'q-text',
  hidden: null,
  answers,
  total: 25,
  words: [
    { word: 'teacher', count: 3 },
    { word: 'lunch', count: 9 },
    { word: 'friends', count: 5 },
  ],
};

function open(result: OpenTextResult) {
  const api = stubApi({ 'POST results/v2/texts': ok(result) });
  renderAt(
    <OpenTexts
      base="/api/results/v2"
      identifiers={identifiers}
      filters={{ class: [3] }}
      questionId="q-text"
      questionText="What would you change?"
    />,
    '/',
  );
  return api;
}

describe('OpenTexts', () => {
  it('asks for the question under the filters and shows the count, the words and the first 20 answers', async () => {
    const api = open(shown);
    expect(await screen.findByText('25 answers')).toBeInTheDocument();
    expect(api.callsTo('POST', 'results/v2/texts')[0].body).toEqual({
      period_identifiers: identifiers,
      filters: { class: [3] },
      question_id: 'q-text',
    });
    const words = within(screen.getByRole('list', { name: 'Most frequent words' })).getAllByRole('listitem');
    expect(words.map((item) => item.textContent)).toEqual([
      'lunch: 9 mentions',
      'friends: 5 mentions',
      'teacher: 3 mentions',
    ]);
    const cloud = screen.getByTestId('word-cloud');
    expect(cloud).toHaveAttribute('aria-hidden', 'true');
    expect(cloud.firstElementChild).toHaveTextContent('lunch');

    const list = screen.getByRole('list', { name: 'Answers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 25 answers')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more answers' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByText('Answer number 25')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more answers' })).not.toBeInTheDocument();
  });

  it('shows an answer containing HTML as plain text', async () => {
    const html = '<b>bold</b><img src=x onerror="alert(1)">';
    open({ ...shown, answers: [html], total: 1, words: [] });
    const answer = await screen.findByText(html);
    expect(answer.querySelector('b, img')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('1 answer')).toBeInTheDocument();
  });

  it('explains with the threshold why the answers are hidden, and shows none of them', async () => {
    open({
      questionId: 'q-text',
      hidden: 'too_few_for_text',
      answers: [],
      total: 0,
      words: [],
      minTextGroup: 10,
    });
    expect(
      await screen.findByText('Shown only when at least 10 people answered, to keep answers anonymous.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Answers' })).not.toBeInTheDocument();
  });

  it('explains a differencing suppression in plain words', async () => {
    open({ questionId: 'q-text', hidden: 'differencing', answers: [], total: 0, words: [] });
    expect(
      await screen.findByText(/cuts through a group that written answers are only shown for whole/),
    ).toBeInTheDocument();
  });
});
