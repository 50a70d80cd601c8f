import type { SurveyLanguage } from '../../../common/languages';
import { endOfDayIso, startOfDayIso, toDateInput } from '../../components/periods/periodDates';
import type { PeriodProps, PeriodPropsChange } from '../../queries/adminPeriods';

export type PeriodPropsForm = {
  name: string;
  startDate: string;
  endDate: string;
  anonymous: boolean;
  languages: SurveyLanguage[];
  expectedCount: number;
  excludeFromBenchmarks: boolean;
};

export function formFromProps(props: PeriodProps): PeriodPropsForm {
  return {
    name: props.name,
    startDate: toDateInput(new Date(props.starts_at)),
    endDate: toDateInput(new Date(props.ends_at)),
    anonymous: props.anonymous,
    languages: props.languages,
    expectedCount: props.progress.expected,
    excludeFromBenchmarks: props.exclude_from_benchmarks,
  };
}

/** Only what changed goes to the server, so an untouched start never counts as moved. */
export function propsChange(before: PeriodPropsForm, after: PeriodPropsForm): PeriodPropsChange {
  const change: PeriodPropsChange = {};
  if (after.name !== before.name) change.name = after.name;
  if (after.startDate !== before.startDate) change.starts_at = startOfDayIso(after.startDate);
  if (after.endDate !== before.endDate) change.ends_at = endOfDayIso(after.endDate);
  if (after.anonymous !== before.anonymous) change.anonymous = after.anonymous;
  if ([...after.languages].sort().join() !== [...before.languages].sort().join())
    change.languages = after.languages;
  if (after.expectedCount !== before.expectedCount) change.expected_count = after.expectedCount;
  if (after.excludeFromBenchmarks !== before.excludeFromBenchmarks)
    change.exclude_from_benchmarks = after.excludeFromBenchmarks;
  return change;
}
