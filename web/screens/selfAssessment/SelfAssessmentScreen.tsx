import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { AppPollTexts } from '../../components/pollRunner/AppPollTexts';
import { PollRunner } from '../../components/pollRunner/PollRunner';
import {
  type SelfAssessment,
  selfAssessmentKeys,
  useCreateSelfAssessment,
  useSelfAssessment,
} from '../../queries/selfAssessments';
import { SelfAssessmentMissing } from './SelfAssessmentMissing';
import { SelfAssessmentStart } from './SelfAssessmentStart';
import { selfAssessmentPaths } from './selfAssessmentPaths';
import { selfAssessmentPayload, selfAssessmentStore } from './selfAssessmentStore';

/** /self-assessment: start one (no account), or continue it with ?id= after a reload. */
export function SelfAssessmentScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const create = useCreateSelfAssessment();
  const assessment = useSelfAssessment(id);

  if (!id)
    return (
      <SelfAssessmentStart
        saving={create.isPending}
        error={create.error}
        onStart={(input) =>
          create.mutate(input, {
            onSuccess: (made) => navigate(selfAssessmentPaths.resume(made.id), { replace: true }),
          })
        }
      />
    );
  if (assessment.isPending) return <PageLoader />;
  if (assessment.isError) return <SelfAssessmentMissing error={assessment.error} />;
  if (assessment.data.status === 'finished') return <Navigate replace to={selfAssessmentPaths.results(id)} />;
  return <SelfAssessmentFilling assessment={assessment.data} />;
}

function SelfAssessmentFilling({ assessment }: { assessment: SelfAssessment }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const store = useMemo(() => selfAssessmentStore(assessment), [assessment]);
  const payload = useMemo(() => selfAssessmentPayload(assessment), [assessment]);
  // The results screen, not the runner's thank-you, follows the last page.
  const handleFinished = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: selfAssessmentKeys.one(assessment.id) });
    navigate(selfAssessmentPaths.results(assessment.id));
  }, [assessment.id, navigate, queryClient]);
  return (
    <AppPollTexts>
      <PollRunner persistence={store} payload={payload} onFinished={handleFinished} />
    </AppPollTexts>
  );
}
