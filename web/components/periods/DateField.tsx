import { Group, Input, NativeSelect } from '@mantine/core';
import { useId, useState } from 'react';
import { formatSchoolDate, isSchoolDay, schoolDayOf } from '../../../common/schoolDates';
import { useTranslation } from '../../i18n/useTranslation';
import { parseDateInput } from './periodDates';

type Props = {
  label: string;
  /** `yyyy-mm-dd`; '' while no whole date is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** `yyyy-mm-dd`: the first year offered is this one's. */
  min?: string;
  error?: string;
  description?: string;
  required?: boolean;
  disabled?: boolean;
  'data-autofocus'?: boolean;
};

/** Searches and settings of what Balss has recorded offer years from this day's on. */
export const firstRecordedDay = '2020-01-01';

type Parts = { day: string; month: string; year: string };

const pad = (value: number) => String(value).padStart(2, '0');

function partsOf(value: string): Parts {
  if (!isSchoolDay(value)) return { day: '', month: '', year: '' };
  const [year, month, day] = value.split('-').map(Number);
  return { day: String(day), month: String(month), year: String(year) };
}

/** `yyyy-mm-dd` of whole parts that make a real day (not 31 February), else ''. */
function dateOfParts({ day, month, year }: Parts): string {
  if (!day || !month || !year) return '';
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  if (date.getMonth() !== Number(month) - 1) return '';
  return `${year}-${pad(Number(month))}-${pad(Number(day))}`;
}

/**
 * A date as day, month and year lists in the app's language (a browser's own date box follows the
 * browser's locale, not the app's). Native selects: every keyboard and screen reader knows them. The
 * chosen date is read out beneath in the app's language ("otrdiena, 2026. gada 1. decembris").
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  error,
  description,
  required,
  disabled,
  ...rest
}: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // A value set from outside (a reset, another default) replaces what was picked.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== dateOfParts(parts)) setParts(partsOf(value));
  }

  const change = (part: keyof Parts, next: string) => {
    const updated = { ...parts, [part]: next };
    setParts(updated);
    const composed = dateOfParts(updated);
    setShown(composed);
    onChange(composed);
  };

  const date = parseDateInput(value);
  const spelled = date ? formatSchoolDate(date, i18n.language, 'full') : null;
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long' });
  const firstYear = Math.min(
    Number((isSchoolDay(min ?? '') ? (min as string) : schoolDayOf(new Date())).slice(0, 4)),
    parts.year ? Number(parts.year) : Number.POSITIVE_INFINITY,
  );
  const lastYear = Math.max(new Date().getFullYear() + 5, parts.year ? Number(parts.year) : 0);
  const blank = { value: '', label: '—' };
  const days = Array.from({ length: 31 }, (_, index) => String(index + 1));
  const months = Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: monthName.format(new Date(2026, index, 1)),
  }));
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => String(firstYear + index));
  const describedBy = spelled || description ? `${id}-description` : undefined;
  const shared = { error: Boolean(error), required, disabled };

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      description={spelled ?? description}
      error={error}
      required={required}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      descriptionProps={{ id: `${id}-description` }}
    >
      <Group
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        gap="xs"
        wrap="nowrap"
      >
        <NativeSelect
          {...shared}
          data-autofocus={rest['data-autofocus']}
          aria-label={`${label}: ${t('date_field.day')}`}
          data={[blank, ...days]}
          value={parts.day}
          onChange={(event) => change('day', event.currentTarget.value)}
          w={80}
        />
        <NativeSelect
          {...shared}
          aria-label={`${label}: ${t('date_field.month')}`}
          data={[blank, ...months]}
          value={parts.month}
          onChange={(event) => change('month', event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <NativeSelect
          {...shared}
          aria-label={`${label}: ${t('date_field.year')}`}
          data={[blank, ...years]}
          value={parts.year}
          onChange={(event) => change('year', event.currentTarget.value)}
          w={100}
        />
      </Group>
    </Input.Wrapper>
  );
}
