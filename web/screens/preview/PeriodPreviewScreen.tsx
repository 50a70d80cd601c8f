import { useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';
import { usePeriodPreview } from '../../queries/previews';
import { surveyPaths } from '../../routing/surveyPaths';
import { PreviewProblem } from './PreviewProblem';
import { PreviewRunner } from './PreviewRunner';

/** /school/preview/survey/{poll_id}: what the respondents of a period see; {poll_id} is the period's id. */
export function PeriodPreviewScreen() {
  const { t } = useTranslation();
  const { pollId = '' } = useParams();
  const preview = usePeriodPreview(pollId);
  if (preview.isPending) return <PageLoader />;
  if (preview.isError) return <PreviewProblem error={preview.error} />;
  return (
    <PreviewRunner
      preview={preview.data}
      exit={{ to: surveyPaths.period(Number(pollId)), label: t('preview.back_to_period') }}
    />
  );
}
