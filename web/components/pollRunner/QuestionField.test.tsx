import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Localized, Question } from '../../../common/survey/content';
import lv from '../../../locales/lv.json';
import { PollTextsContext } from './pollTexts';
import { QuestionField } from './QuestionField';

const texts = {
  t: (key: string) => (key === 'poll.rating_hint' ? lv.poll.rating_hint : key),
  language: 'lv',
  changeLanguage: () => undefined,
};

const rating = (text: Localized, help?: Localized): Question => ({
  id: 'school_life',
  type: 'rating',
  text,
  ...(help ? { help } : {}),
  required: true,
  reverse: false,
  pillar: null,
});

function renderRating(question: Question) {
  render(
    <PollTextsContext.Provider value={texts}>
      <QuestionField question={question} language="lv" value={undefined} onChange={() => undefined} />
    </PollTextsContext.Provider>,
  );
  return screen.getByRole('radiogroup');
}

describe('a 0–10 rating in the poll', () => {
  it('shows only the scale its text names, not the generic ends as well', () => {
    const group = renderRating(
      rating({ lv: 'Kā tu kopumā vērtē savu ikdienu skolā? (0 — ļoti slikti, 10 — lieliski)' }),
    );
    expect(screen.queryByText(lv.poll.rating_hint)).toBeNull();
    expect(group).not.toHaveAttribute('aria-describedby');
  });

  it("shows the question's help when it names the ends, instead of the generic ones", () => {
    const group = renderRating(
      rating({ lv: 'Kā tu vērtē savu ikdienu skolā?' }, { lv: '0 — ļoti slikti, 10 — lieliski' }),
    );
    expect(screen.queryByText(lv.poll.rating_hint)).toBeNull();
    expect(group).toHaveAccessibleDescription('0 — ļoti slikti, 10 — lieliski');
  });

  it('shows the generic ends when the question names none', () => {
    const group = renderRating(rating({ lv: 'Vai ieteiktu skolu?' }));
    expect(group).toHaveAccessibleDescription(lv.poll.rating_hint);
  });

  it('shows a help that names no ends, and the generic ends after it', () => {
    const group = renderRating(rating({ lv: 'Vai ieteiktu skolu?' }, { lv: 'Padomā par šo mācību gadu.' }));
    expect(group).toHaveAccessibleDescription(`Padomā par šo mācību gadu. ${lv.poll.rating_hint}`);
  });
});

describe('a required question in the poll', () => {
  const question = (type: Question['type']): Question => ({
    id: 'safe',
    type,
    text: { lv: 'Es jūtos droši' },
    required: true,
    reverse: false,
    pillar: null,
    ...(type === 'single' ? { options: [{ id: 'a', label: { lv: 'Jā' } }] } : {}),
  });
  const renderQuestion = (type: Question['type']) =>
    render(
      <PollTextsContext.Provider value={texts}>
        <QuestionField question={question(type)} language="lv" value={undefined} onChange={() => undefined} />
      </PollTextsContext.Provider>,
    );

  it('shows its star, but the star is not read as part of its name: required says it', () => {
    renderQuestion('single');
    const group = screen.getByRole('radiogroup', { name: 'Es jūtos droši' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names a text box by its question alone and marks it required', () => {
    renderQuestion('text_short');
    expect(screen.getByRole('textbox', { name: 'Es jūtos droši' })).toBeRequired();
  });
});
