import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import lv from '../../../locales/lv.json';
import ru from '../../../locales/ru.json';
import { pollTranslator } from '../../poll/pollTranslator';
import { PolitePollTexts } from './PolitePollTexts';
import { PollStateScreen } from './PollStateScreen';
import { PollTextsContext } from './pollTexts';
import type { PollPayload } from './pollTypes';

afterEach(() => pollTranslator.changeLanguage('en'));

function thanksFor(audience: PollPayload['audience'], language: 'lv' | 'ru') {
  pollTranslator.changeLanguage(language);
  const texts = { t: pollTranslator.t, language, changeLanguage: () => undefined };
  return render(
    <PollTextsContext.Provider value={texts}>
      <PolitePollTexts audience={audience}>
        <PollStateScreen state="done" />
      </PolitePollTexts>
    </PollTextsContext.Provider>,
  );
}

describe('the polite form for adults (issue 41, finding 5)', () => {
  it('thanks a parent with "Jūs" in Latvian and "вы" in Russian, and a pupil with "tu" and "ты"', () => {
    const parentLv = thanksFor('parent', 'lv');
    expect(screen.getByText(lv.poll.states.done.text_polite)).toBeInTheDocument();
    expect(lv.poll.states.done.text_polite).toMatch(/^Jūsu /);
    parentLv.unmount();
    const parentRu = thanksFor('parent', 'ru');
    expect(screen.getByText(ru.poll.states.done.text_polite)).toBeInTheDocument();
    expect(ru.poll.states.done.text_polite).toMatch(/^Ваши /);
    parentRu.unmount();
    thanksFor('student', 'lv');
    expect(screen.getByText(lv.poll.states.done.text)).toBeInTheDocument();
    expect(lv.poll.states.done.text).toMatch(/^Tavas /);
  });

  it('gives every poll text that addresses the respondent a polite form in lv and ru', () => {
    // "tu", "tavs …", "ты", "твой …" as whole words (\b knows only ASCII letters).
    const familiarWord = /(?<!\p{L})(tu|tav\p{L}*|ты|тво\p{L}*)(?!\p{L})/iu;
    const flat = (tree: object, prefix = ''): [string, string][] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value]] : flat(value, `${prefix}${key}.`),
      );
    for (const [poll] of [[lv.poll], [ru.poll]]) {
      const texts = Object.fromEntries(flat(poll));
      const familiar = Object.entries(texts).filter(
        // The code screens are for pupils only.
        ([key, text]) => !key.endsWith('_polite') && !key.startsWith('code.') && familiarWord.test(text),
      );
      expect(familiar.length).toBeGreaterThan(0);
      for (const [key] of familiar) expect(texts[`${key}_polite`], key).toBeTruthy();
    }
  });
});
