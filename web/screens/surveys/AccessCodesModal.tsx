import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { defaultCodeCount, maxCodesPerClass } from '../../../common/accessCodeCount';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/useTranslation';
import type { ClassLink } from '../../queries/periods';

type Props = {
  klass: Pick<ClassLink, 'class_name' | 'expected'>;
  saving: boolean;
  onClose: () => void;
  onMake: (count: number) => void;
};

/** How many single-use codes to make for a class: by default one per expected student (defaultCodeCount). */
export function AccessCodesModal({ klass, saving, onClose, onMake }: Props) {
  const { t } = useTranslation();
  const name = klass.class_name ?? '—';
  const [count, setCount] = useState<number | string>(defaultCodeCount(klass.expected));
  const valid =
    typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= maxCodesPerClass;
  return (
    <Dialog opened onClose={onClose} title={t('survey_periods.codes.title', { name })} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onMake(count);
        }}
      >
        <Stack>
          <Text size="sm">{t('survey_periods.codes.explain')}</Text>
          <NumberInput
            label={t('survey_periods.codes.count')}
            min={1}
            max={maxCodesPerClass}
            allowDecimal={false}
            value={count}
            onChange={setCount}
            error={valid ? undefined : t('survey_periods.codes.count_range', { max: maxCodesPerClass })}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={!valid}>
              {t('survey_periods.codes.generate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
