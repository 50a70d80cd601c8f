import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, startI18n, switchLanguage } from '../i18n/i18n';
import { isLanguageChosen, storedLanguage, storeLanguage } from '../i18n/languageStore';
import { ok, signedInUser, stubApi } from '../test/screenTestKit';
import { loadUser, resetUser } from './userStore';

const dictionaries = {
  'GET translations/en': ok({}),
  'GET translations/lv': ok({}),
  'GET translations/ru': ok({}),
};

describe('loading the signed-in user', () => {
  beforeAll(async () => {
    stubApi(dictionaries);
    await startI18n('en');
  });
  afterEach(async () => {
    resetUser();
    await i18n.changeLanguage('en');
    sessionStorage.clear();
  });

  it("shows the interface in the person's profile language when they have not picked one in this session", async () => {
    stubApi({ ...dictionaries, 'GET user': ok({ ...signedInUser, language: 'lv' }) });
    await loadUser();
    await vi.waitFor(() => expect(i18n.language).toBe('lv'));
    expect(storedLanguage()).toBe('lv');
    // Still a guess for the session: the person's own pick in the switcher is what counts as chosen.
    expect(isLanguageChosen()).toBe(false);
  });

  it('keeps the language the person picked in this session', async () => {
    stubApi({ ...dictionaries, 'GET user': ok({ ...signedInUser, language: 'lv' }) });
    await switchLanguage('ru');
    await loadUser();
    expect(i18n.language).toBe('ru');
    expect(storedLanguage()).toBe('ru');
  });

  it('leaves the language alone when the profile has none', async () => {
    storeLanguage('en', false);
    stubApi({ ...dictionaries, 'GET user': ok(signedInUser) });
    await loadUser();
    expect(i18n.language).toBe('en');
  });
});
