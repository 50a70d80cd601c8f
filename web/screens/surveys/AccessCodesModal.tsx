import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ClassLink } from '../../queries/periods';

export const maxCodes = 200;

type Props = {
  klass: Pick<ClassLink, 'class_name' | 'expected'>;
  saving: boolean;
  onClose: () => void;
  onMake: (count: number) => void;
};

/** How many single-use codes to make for a class: by default one per expected student. */
export function AccessCodesModal({ klass, saving, onClose, onMake }: Props) {
  const { t } = useTranslation();
  const name = klass.class_name ?? '—';
  const [count, setCount] = useState<number | string>(Math.min(maxCodes, Math.max(1, klass.expected)));
  const valid = typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= maxCodes;
  return (
    <Modal opened onClose={onClose} title={t('survey_periods.codes.title', { name })} centered>
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
            max={maxCodes}
            allowDecimal={false}
            value={count}
            onChange={setCount}
            error={valid ? undefined : t('survey_periods.codes.count_range', { max: maxCodes })}
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
    </Modal>
  );
}
