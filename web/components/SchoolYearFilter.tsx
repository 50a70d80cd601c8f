import { Select } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';

type InSchoolYear = { school_year?: { year: number; name: string } | null };

/** The school years the periods fall in (newest first), the one chosen in `?year=`, and the periods shown for it. */
export function useSchoolYearFilter<T extends InSchoolYear>(periods: T[] | undefined) {
  const [params, setParams] = useSearchParams();
  const named = new Map<number, string>();
  for (const period of periods ?? [])
    if (period.school_year) named.set(period.school_year.year, period.school_year.name);
  const years = [...named.entries()].sort((a, b) => b[0] - a[0]);
  const year = years.some(([value]) => String(value) === params.get('year')) ? params.get('year') : null;
  return {
    years,
    year,
    shown: (periods ?? []).filter((period) => !year || String(period.school_year?.year) === year),
    choose: (value: string | null) => setParams(value ? { year: value } : {}, { replace: true }),
  };
}

/** The school-year choice above a list of periods; shown only when the periods span more than one year. */
export function SchoolYearSelect({ filter }: { filter: ReturnType<typeof useSchoolYearFilter> }) {
  const { t } = useTranslation();
  if (filter.years.length < 2) return null;
  return (
    <Select
      label={t('survey_periods.school_year')}
      data={[
        { value: '', label: t('survey_periods.all_school_years') },
        ...filter.years.map(([value, name]) => ({ value: String(value), label: name })),
      ]}
      value={filter.year ?? ''}
      onChange={filter.choose}
      w={200}
    />
  );
}
