import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderAt, stubApi } from '../test/screenTestKit';
import { LanguageSwitch, switcherChoices } from './LanguageSwitch';

const switchLanguage = vi.hoisted(() => vi.fn(async (_language: string) => {}));
vi.mock('../i18n/i18n', () => ({ switchLanguage }));

afterEach(() => {
  vi.unstubAllGlobals();
  switchLanguage.mockClear();
});

const language = (code: string, nativeName: string) => ({ code, name: code, native_name: nativeName });

describe('LanguageSwitch', () => {
  it('offers the languages GET /api/languages answers, a newly added one too, and switches to it', async () => {
    stubApi({
      'GET languages': ok([
        language('en', 'English'),
        language('lv', 'Latviešu'),
        language('ru', 'Русский'),
        language('uk', 'Українська'),
      ]),
    });
    renderAt(<LanguageSwitch />, '/');
    const group = await screen.findByRole('radiogroup', { name: 'Language' });
    expect(await within(group).findByRole('radio', { name: 'UK' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'EN' })).toBeChecked();
    await userEvent.click(screen.getByText('UK'));
    await waitFor(() => expect(switchLanguage).toHaveBeenCalledWith('uk'));
  });

  it('falls back to the built-in languages when the list cannot be had', async () => {
    stubApi({ 'GET languages': failure(500, 'internal_error', 'down') });
    renderAt(<LanguageSwitch />, '/');
    expect(await screen.findByText('RU')).toBeInTheDocument();
    expect(screen.getByText('LV')).toBeInTheDocument();
    expect(screen.queryByText('UK')).not.toBeInTheDocument();
  });

  it('turns into a drop-down with the languages’ own names when more than four are offered', async () => {
    stubApi({
      'GET languages': ok([
        language('en', 'English'),
        language('lt', 'Lietuvių'),
        language('lv', 'Latviešu'),
        language('ru', 'Русский'),
        language('uk', 'Українська'),
      ]),
    });
    renderAt(<LanguageSwitch />, '/');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'Lietuvių');
    expect(switchLanguage).toHaveBeenCalledWith('lt');
  });
});

describe('switcherChoices', () => {
  it('keeps the current language even when it is no longer offered', () => {
    expect(switcherChoices([language('en', 'English')], 'uk').map((choice) => choice.value)).toEqual([
      'en',
      'uk',
    ]);
    expect(switcherChoices(undefined, 'en').map((choice) => choice.value)).toEqual(['en', 'lv', 'ru']);
  });
});
