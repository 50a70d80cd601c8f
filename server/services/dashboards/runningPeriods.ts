import { compareClassNames } from '../../../common/classNames';
import type { RunningPeriod } from '../../../common/dashboards/types';
import type { Db } from '../../db/client';
import { listPeriods, periodDetail } from '../periods/periodQueries';

/**
 * The school's periods running now, read through the period screen's own queries; with `classIds`
 * only those classes' rows (a teacher's), and only the periods that ask one of them.
 */
export async function runningPeriods(
  db: Db,
  schoolId: number,
  classIds?: number[],
): Promise<RunningPeriod[]> {
  const open = (await listPeriods(db, schoolId)).filter((period) => period.status === 'open');
  const running: RunningPeriod[] = [];
  for (const period of open) {
    const detail = await periodDetail(db, schoolId, period.id);
    const classes = detail.classes
      .filter((row) => !classIds || (row.class_id !== null && classIds.includes(row.class_id)))
      .map((row) => ({
        class_id: row.class_id as number,
        class_name: row.class_name,
        finished: row.finished,
        expected: row.expected,
      }))
      .sort((a, b) => compareClassNames(a.class_name ?? '', b.class_name ?? ''));
    if (classIds && !classes.length) continue;
    running.push({
      id: period.id,
      name: period.name,
      survey_title: period.survey.title,
      starts_at: period.starts_at,
      ends_at: period.ends_at,
      finished: period.progress.finished,
      expected: period.progress.expected,
      classes,
    });
  }
  return running.sort((a, b) => Date.parse(a.ends_at) - Date.parse(b.ends_at));
}
