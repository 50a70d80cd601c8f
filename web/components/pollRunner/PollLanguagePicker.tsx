import { usePollTexts } from './pollTexts';

/** The survey's languages; switching also switches the screen's own texts. */
export function PollLanguagePicker({
  languages,
  value,
  onChange,
}: {
  languages: string[];
  value: string;
  onChange: (language: string) => void;
}) {
  const { t, changeLanguage } = usePollTexts();
  if (languages.length < 2) return null;
  return (
    <div role="radiogroup" aria-label={t('poll.language')} className="poll-segments poll-segments--compact">
      {languages.map((code) => (
        <label key={code} className="poll-segment" lang={code}>
          <input
            type="radio"
            name="poll-language"
            value={code}
            checked={value === code}
            onChange={() => {
              onChange(code);
              changeLanguage(code);
            }}
          />
          <span>{code.toUpperCase()}</span>
        </label>
      ))}
    </div>
  );
}
