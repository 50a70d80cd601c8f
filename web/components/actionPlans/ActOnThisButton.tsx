import { Button } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import type { FocusKind } from '../../queries/actionPlans';
import { newPlanPath } from './actionPlanPaths';

type Props = {
  kind: FocusKind;
  focusRef: string;
  /** The favourable share now (0..1), for a first goal ten points higher; null: nothing to move (unscored or hidden), no button. */
  favourable?: number | null;
  label: string;
};

/**
 * "Act on this" on a theme, question or comparison row of a school period's results: opens a new
 * action plan with that focus. Shown only on a school's own results (not the demo, a share link,
 * an organisation's view or the print page).
 */
export function ActOnThisButton({ kind, focusRef, favourable, label }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { id } = useParams<{ id?: string }>();
  const periodId = Number(id);
  if (favourable === null) return null;
  if (!pathname.startsWith('/v2/school/') || !Number.isInteger(periodId) || periodId <= 0) return null;
  const goal =
    favourable === null || favourable === undefined ? null : Math.min(100, Math.round(favourable * 100) + 10);
  return (
    <Button
      component={Link}
      to={newPlanPath(periodId, { kind, ref: focusRef, goal })}
      variant="light"
      size="compact-xs"
      aria-label={t('actionPlans.act_on_this_named', { name: label })}
      data-act-on={`${kind}:${focusRef}`}
    >
      {t('actionPlans.act_on_this')}
    </Button>
  );
}
