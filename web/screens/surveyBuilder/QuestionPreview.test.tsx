import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Localized, Question } from '../../../common/survey/content';
import lv from '../../../locales/lv.json';
import { renderScreen } from '../../test/renderScreen';
import { QuestionPreview } from './QuestionPreview';

const rating = (text: Localized): Question => ({
  id: 'school_life',
  type: 'rating',
  text,
  required: true,
  reverse: false,
  pillar: null,
});

const preview = (question: Question) =>
  renderScreen(
    <QuestionPreview question={question} language="lv" value={undefined} onAnswer={() => undefined} />,
  );

describe('the preview of a 0–10 rating', () => {
  it('shows the generic ends of the scale when the question names none', () => {
    preview(rating({ lv: 'Vai ieteiktu skolu?' }));
    expect(screen.getByText(`0 = ${lv.poll.rating_ends.low}`)).toBeInTheDocument();
    expect(screen.getByText(`10 = ${lv.poll.rating_ends.high}`)).toBeInTheDocument();
  });

  it('shows only the ends its text names, as the poll does', () => {
    preview(rating({ lv: 'Kā tu kopumā vērtē savu ikdienu skolā? (0 — ļoti slikti, 10 — lieliski)' }));
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    expect(screen.queryByText(`0 = ${lv.poll.rating_ends.low}`)).toBeNull();
    expect(screen.queryByText(`10 = ${lv.poll.rating_ends.high}`)).toBeNull();
  });
});
