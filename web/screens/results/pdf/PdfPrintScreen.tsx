import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { ResultsRequest } from '../../../../common/results/types';
import { errorText } from '../../../api/apiError';
import { useResultsSummary } from '../../../queries/results';
import { CompoundScoreCard } from '../CompoundScoreCard';
import { HiddenNotice } from '../HiddenNotice';
import { PillarScores } from '../PillarScores';
import { QuestionSections } from '../QuestionSections';
import { ResultsHeader } from '../ResultsHeader';
import classes from './PdfPrintScreen.module.css';
import { printRequest } from './printRequest';

const base = '/api/results/v2';

function ResultsPrint({ request }: { request: ResultsRequest }) {
  const { t } = useTranslation();
  const summary = useResultsSummary(base, request);
  if (summary.isError) return <Alert color="red">{errorText(summary.error)}</Alert>;
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

/** Spec §2 /pdfv2/{action}: print-friendly views for the signed-in viewer; `results` prints a selection. */
export function PdfPrintScreen() {
  const { t } = useTranslation();
  const { action } = useParams();
  const [search] = useSearchParams();
  if (action !== 'results') return <Alert color="yellow">{t('results.exports.print_unknown')}</Alert>;
  const request = printRequest(search);
  if (!request) return <Alert color="yellow">{t('results.exports.print_bad_request')}</Alert>;
  return <ResultsPrint request={request} />;
}
