import { useId } from 'react';
import { isInterfaceLanguageCode, languageNames, supportedLanguages } from '../../common/languages';
import { switchLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/useTranslation';
import { useInterfaceLanguages } from '../queries/languages';
import classes from './LanguageSwitch.module.css';

/** Up to this many languages fit the header as buttons; more make a drop-down. */
const maxButtons = 4;

/** The choices: what GET /api/languages offers (a language added in the product once complete enough), and the current one. */
export function switcherChoices(
  offered: { code: string; native_name: string }[] | undefined,
  current: string,
): { value: string; label: string; name: string }[] {
  const list = offered?.length
    ? offered.map((language) => ({ code: language.code, name: language.native_name }))
    : supportedLanguages.map((code) => ({ code, name: languageNames[code].nativeName }));
  if (!list.some((language) => language.code === current) && isInterfaceLanguageCode(current)) {
    list.push({ code: current, name: current.toUpperCase() });
  }
  return list.map(({ code, name }) => ({ value: code, label: code.toUpperCase(), name }));
}

/**
 * The header's language switch: the interface languages the platform offers, as a row of radio
 * segments (a native drop-down past four). Plain inputs, not Mantine's SegmentedControl and
 * NativeSelect: those brought ~6 KB gzip of input machinery onto every page's first load (issue 20).
 */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  const languages = useInterfaceLanguages();
  const name = useId();
  const choices = switcherChoices(languages.data, i18n.language);
  const change = (value: string) => {
    if (isInterfaceLanguageCode(value) && value !== i18n.language) void switchLanguage(value);
  };
  if (choices.length > maxButtons) {
    return (
      <select
        className={classes.select}
        aria-label={t('layout.language')}
        value={i18n.language}
        onChange={(event) => change(event.currentTarget.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.name}
          </option>
        ))}
      </select>
    );
  }
  return (
    <div role="radiogroup" aria-label={t('layout.language')} className={classes.segments}>
      {choices.map((choice) => (
        <label key={choice.value} className={classes.segment} lang={choice.value} title={choice.name}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === i18n.language}
            onChange={() => change(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}
