import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { ActiveFilters, PeriodIdentifiers } from '../../../../common/results/types';
import { errorText } from '../../../api/apiError';
import { sendEvent } from '../../../api/usageEvents';
import { useTranslation } from '../../../i18n/useTranslation';
import { type ExportKind, useStartPrint } from '../../../queries/resultExports';
import { ExportModal } from './ExportModal';
import { exportEventCategory } from './exportEvents';

export type ExportButtonsProps = {
  identifiers: PeriodIdentifiers;
  filters: ActiveFilters;
  benchmarkId: number | null;
  compareIdentifiers: PeriodIdentifiers | null;
};

/**
 * The PDF and Excel buttons of a results page, each opening its modal for the selection shown, and the
 * print view (/pdfv2/results) of that selection in a new tab, opened through its own signed pass.
 */
export function ExportButtons(props: ExportButtonsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ExportKind | null>(null);
  const startPrint = useStartPrint();

  const handleOpen = (kind: ExportKind) => {
    sendEvent(exportEventCategory[kind], 'open', { kind });
    setOpen(kind);
  };

  const handlePrint = async () => {
    // The tab opens during the click (a pop-up blocker allows that), the address follows the pass.
    const tab = window.open('', '_blank');
    const pass = await startPrint
      .mutateAsync({
        period_identifiers: props.identifiers,
        filters: props.filters,
        benchmarkId: props.benchmarkId,
      })
      .catch(() => null);
    if (!pass) {
      tab?.close();
      return;
    }
    if (tab) tab.location.href = pass.path;
    else window.location.assign(pass.path);
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
        <Button variant="default" onClick={handlePrint} loading={startPrint.isPending}>
          {t('results.exports.print_title')}
        </Button>
      </Group>
      {startPrint.error ? <Alert color="red">{errorText(startPrint.error)}</Alert> : null}
      {open && <ExportModal kind={open} {...props} onClose={() => setOpen(null)} />}
    </>
  );
}
