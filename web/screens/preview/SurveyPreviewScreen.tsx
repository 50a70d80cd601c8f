import { useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useSurveyPreview } from '../../queries/previews';
import { PreviewProblem } from './PreviewProblem';
import { PreviewRunner } from './PreviewRunner';

/** /preview/survey/{slug}: a library survey for anyone, an organisation's own for its staff. */
export function SurveyPreviewScreen() {
  const { slug = '' } = useParams();
  const preview = useSurveyPreview(slug);
  if (preview.isPending) return <PageLoader />;
  if (preview.isError) return <PreviewProblem error={preview.error} />;
  return <PreviewRunner preview={preview.data} exit={null} />;
}
