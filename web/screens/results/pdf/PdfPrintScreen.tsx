import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import type { ResultsRequest } from '../../../../common/results/types';
import { ApiError, errorText } from '../../../api/apiError';
import { useTranslation } from '../../../i18n/useTranslation';
import { useResultsSummary } from '../../../queries/results';
import { CompoundScoreCard } from '../CompoundScoreCard';
import { HiddenNotice } from '../HiddenNotice';
import { PillarScores } from '../PillarScores';
import { QuestionSections } from '../QuestionSections';
import { ResultsHeader } from '../ResultsHeader';
import classes from './PdfPrintScreen.module.css';
import { printBase, printRequest } from './printRequest';

function ResultsPrint({ request, base }: { request: ResultsRequest; base: string }) {
  const { t } = useTranslation();
  const summary = useResultsSummary(base, request);
  if (summary.isError) {
    const expired = summary.error instanceof ApiError && summary.error.code === 'link_expired';
    return (
      <Alert color="red">{expired ? t('results.exports.print_expired') : errorText(summary.error)}</Alert>
    );
  }
  if (!summary.data) return <Loader />;
  const { info } = summary.data;
  return (
    <Stack data-print-view className={classes.view}>
      <Group justify="flex-end" className={classes.screenOnly}>
        <Button variant="default" onClick={() => window.print()}>
          {t('results.exports.print')}
        </Button>
      </Group>
      <ResultsHeader info={info} />
      <CompoundScoreCard score={info.compound_score} filtered={Object.keys(info.filters).length > 0} />
      {info.hidden ? (
        <HiddenNotice reason={info.hidden} anonymity={info.anonymity} variant="alert" />
      ) : (
        <>
          <PillarScores pillars={summary.data.pillars} anonymity={info.anonymity} />
          <QuestionSections
            summary={summary.data}
            base={base}
            identifiers={request.period_identifiers}
            filters={request.filters ?? {}}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * Spec §2 /pdfv2/{action}: a public print view, outside the terms gate. `results` prints the selection
 * its address names, read through the short-lived signed pass beside it (no session needed).
 */
export function PdfPrintScreen() {
  const { t } = useTranslation();
  const { action } = useParams();
  const [search] = useSearchParams();
  if (action !== 'results') return <Alert color="yellow">{t('results.exports.print_unknown')}</Alert>;
  const print = printRequest(search);
  if (!print) return <Alert color="yellow">{t('results.exports.print_bad_request')}</Alert>;
  return <ResultsPrint request={print.request} base={printBase(print.token)} />;
}
