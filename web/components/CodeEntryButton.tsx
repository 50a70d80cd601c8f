import { Button, type ButtonProps } from '@mantine/core';
import { codeEntryPath } from '../../common/pollPaths';
import { useTranslation } from '../i18n/useTranslation';

/**
 * "I have a code": to /kods, where a pupil holding only a printed slip types it. A plain link, so the
 * light poll page opens (as the home page's "Fill in" links do), not the main app.
 */
export function CodeEntryButton({ onClick, ...props }: ButtonProps & { onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Button component="a" href={codeEntryPath} onClick={onClick} data-code-entry {...props}>
      {t('code_entry.button')}
    </Button>
  );
}
