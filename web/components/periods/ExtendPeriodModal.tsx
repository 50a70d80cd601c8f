import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { PeriodDetail } from '../../queries/periods';
import { Dialog } from '../Dialog';
import { DateField } from './DateField';
import { addDays, formatDate, parseDateInput, toDateInput } from './periodDates';

type Props = {
  period: Pick<PeriodDetail, 'starts_at' | 'ends_at'>;
  saving: boolean;
  onClose: () => void;
  /** The new last day, `yyyy-mm-dd`. */
  onExtend: (endDate: string) => void;
};

/** Move the last day later (a period that ended by its date opens again). */
export function ExtendPeriodModal({ period, saving, onClose, onExtend }: Props) {
  const { t, i18n } = useTranslation();
  const today = toDateInput(new Date());
  const currentEnd = new Date(period.ends_at);
  const earliest = toDateInput(currentEnd) > today ? toDateInput(currentEnd) : today;
  const [endDate, setEndDate] = useState(toDateInput(addDays(parseDateInput(earliest) ?? new Date(), 7)));
  const valid =
    parseDateInput(endDate) !== null && endDate >= today && endDate > toDateInput(new Date(period.starts_at));
  return (
    <Dialog opened onClose={onClose} title={t('survey_periods.extend.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onExtend(endDate);
        }}
      >
        <Stack>
          <Text size="sm">
            {t('survey_periods.extend.current', { date: formatDate(period.ends_at, i18n.language) })}
          </Text>
          <DateField
            label={t('survey_periods.extend.new_end')}
            value={endDate}
            min={today}
            onChange={setEndDate}
            error={valid ? undefined : t('survey_periods.extend.invalid')}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={!valid}>
              {t('survey_periods.extend.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
