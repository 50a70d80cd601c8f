import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveFilters, PeriodIdentifiers } from '../../../../common/results/types';
import { sendEvent } from '../../../api/usageEvents';
import type { ExportKind } from '../../../queries/resultExports';
import { ExportModal } from './ExportModal';
import { exportEventCategory } from './exportEvents';

export type ExportButtonsProps = {
  identifiers: PeriodIdentifiers;
  filters: ActiveFilters;
  benchmarkId: number | null;
  compareIdentifiers: PeriodIdentifiers | null;
};

/** The PDF and Excel buttons of a results page; each opens its modal for the selection shown. */
export function ExportButtons(props: ExportButtonsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ExportKind | null>(null);

  const handleOpen = (kind: ExportKind) => {
    sendEvent(exportEventCategory[kind], 'open', { kind });
    setOpen(kind);
  };

  return (
    <>
      <Group gap="xs">
        <Button variant="default" onClick={() => handleOpen('pdf')}>
          {t('results.exports.pdf_button')}
        </Button>
        <Button variant="default" onClick={() => handleOpen('xlsx')}>
          {t('results.exports.excel_button')}
        </Button>
      </Group>
      {open && <ExportModal kind={open} {...props} onClose={() => setOpen(null)} />}
    </>
  );
}
