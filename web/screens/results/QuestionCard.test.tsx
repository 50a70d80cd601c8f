import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionResult } from '../../../common/results/types';
import { renderScreen } from '../../test/renderScreen';
import { safeQuestion } from '../../test/resultsTestKit';
import { QuestionCard } from './QuestionCard';

const anonymity = { minGroup: 5, minTextGroup: 10 };
const unlabelled = (question: QuestionResult): QuestionResult => ({
  ...question,
  distribution: question.distribution.map((entry) => ({ ...entry, label: {} })),
});
const swatchColours = () =>
  within(screen.getByRole('list', { name: /answers/i }))
    .getAllByRole('listitem')
    .map((item) => (item.firstElementChild as HTMLElement).style.background);

describe('QuestionCard', () => {
  it('finding 5: gives a share of few answers its interval and a caution in plain words', () => {
    // 3 of 5 favourable: Wilson's 95 % interval is 23–88 % (statistics.reference.json).
    const few: QuestionResult = { ...safeQuestion, answered: 5, favourable: 0.6 };
    const { unmount } = renderScreen(<QuestionCard question={few} anonymity={anonymity} />);
    expect(document.querySelector('[data-caution="share"]')).toHaveTextContent(
      '3 of 5 answered favourably. With so few answers the share is only known roughly: probably between 23% and 88% (95% interval).',
    );
    unmount();
    // 400 answers know the share within a few points: no caution.
    renderScreen(<QuestionCard question={{ ...few, answered: 400 }} anonymity={anonymity} />);
    expect(document.querySelector('[data-caution="share"]')).toBeNull();
  });

  it('names unlabelled agreement points by the words the poll showed, in the bar and the table', async () => {
    renderScreen(<QuestionCard question={unlabelled(safeQuestion)} anonymity={anonymity} />);
    expect(screen.getByText('Strongly agree: 33% (8)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show as a table' }));
    expect(screen.getByRole('row', { name: /Neither agree nor disagree/ })).toBeInTheDocument();
  });

  it('keeps the numbers where the scale is not known (a matrix item) and leaves out a mean that means nothing', () => {
    const item = { ...unlabelled(safeQuestion), type: 'matrix' as const };
    const choice = { ...safeQuestion, key: 'q_grade', type: 'single' as const, mean: null };
    renderScreen(
      <>
        <QuestionCard question={item} anonymity={anonymity} />
        <QuestionCard question={choice} anonymity={anonymity} />
      </>,
    );
    const matrix = document.querySelector('[data-question="q_safe"]') as HTMLElement;
    expect(within(matrix).getByText('5: 33% (8)')).toBeInTheDocument();
    expect(matrix.querySelector('[data-fact="mean"]')).not.toBeNull();
    const grade = document.querySelector('[data-question="q_grade"]') as HTMLElement;
    expect(grade.querySelector('[data-fact="mean"]')).toBeNull();
  });

  it('colours a reversed item the other way round, so agreeing reads as unfavourable', () => {
    const { unmount } = renderScreen(<QuestionCard question={safeQuestion} anonymity={anonymity} />);
    const straight = swatchColours();
    unmount();
    renderScreen(<QuestionCard question={{ ...safeQuestion, reverse: true }} anonymity={anonymity} />);
    expect(swatchColours()).toEqual([...straight].reverse());
  });

  it("colours a school's own choice neutrally unless its author marked the good end", () => {
    // "How often have you seen bullying?" Never … Every week: in palette order "every week" was green.
    const bullying: QuestionResult = {
      ...safeQuestion,
      key: 'q_bullying',
      type: 'single',
      mean: null,
      favourable: null,
      distribution: ['never', 'monthly', 'weekly'].map((value, index) => ({
        value,
        label: { en: value },
        count: 3 + index,
        share: (3 + index) / 12,
      })),
    };
    const green = 'rgb(47, 158, 68)';
    const red = 'rgb(224, 49, 49)';
    const { unmount } = renderScreen(<QuestionCard question={bullying} anonymity={anonymity} />);
    const neutral = swatchColours();
    expect(neutral).toHaveLength(3);
    expect(neutral).not.toContain(green);
    expect(neutral).not.toContain(red);
    unmount();
    renderScreen(<QuestionCard question={{ ...bullying, goodEnd: 'first' }} anonymity={anonymity} />);
    expect(swatchColours()).toEqual([green, 'rgb(206, 212, 218)', red]);
  });

  it('gives each option of a multiple choice its own labelled bar', () => {
    const multiple: QuestionResult = {
      ...safeQuestion,
      type: 'multiple',
      mean: null,
      favourable: null,
      distribution: [
        { value: 'corridors', label: { en: 'In the corridors' }, count: 2, share: 2 / 7 },
        { value: 'canteen', label: { en: 'In the canteen' }, count: 1, share: 1 / 7 },
      ],
    };
    renderScreen(<QuestionCard question={multiple} anonymity={anonymity} />);
    const options = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual([
      'In the corridors: 29% (2)',
      'In the canteen: 14% (1)',
    ]);
  });
});
