import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import classes from './NavigationProgress.module.css';

/**
 * A thin bar along the top while the next page is on its way (shown after 150 ms, so a quick page does
 * not flash it), and `data-navigating` on <html> for as long, which the journeys wait out.
 */
export function NavigationProgress({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!pending) return;
    document.documentElement.dataset.navigating = '';
    return () => {
      delete document.documentElement.dataset.navigating;
    };
  }, [pending]);
  if (!pending) return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('common.loading')} />;
}
