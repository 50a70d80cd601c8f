import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResultsInfo } from '../../../common/results/types';
import en from '../../../locales/en.json';
import { renderScreen } from '../../test/renderScreen';
import { SmallGroupNotice } from './SmallGroupNotice';

const info = (count: number, hidden: ResultsInfo['hidden'] = null) =>
  ({ hidden, survey_info: { respondentOriginCount: count } }) as unknown as ResultsInfo;

describe('SmallGroupNotice', () => {
  it('finding 5: cautions over a selection of fewer than ten people, in plain words', () => {
    renderScreen(<SmallGroupNotice info={info(7)} />);
    expect(screen.getByText('Only 7 people in this selection')).toBeInTheDocument();
    expect(screen.getByText(en.results.small_group.body)).toBeInTheDocument();
  });

  it('says nothing for ten or more, or for a hidden selection (no count to give away)', () => {
    const { container } = renderScreen(
      <>
        <SmallGroupNotice info={info(10)} />
        <SmallGroupNotice info={info(-1, 'too_few_respondents')} />
      </>,
    );
    expect(container.querySelector('[data-caution]')).toBeNull();
  });
});
