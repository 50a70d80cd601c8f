import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '../../../common/languages';
import { switchLanguage } from '../../i18n/i18n';

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
  const { t } = useTranslation();
  if (languages.length < 2) return null;
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('poll.language')}
      value={value}
      data={languages.map((code) => ({ value: code, label: code.toUpperCase() }))}
      onChange={(next) => {
        onChange(next);
        if (isLanguageCode(next)) void switchLanguage(next);
      }}
    />
  );
}
