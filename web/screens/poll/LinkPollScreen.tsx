import { useParams } from 'react-router';
import { AppPollTexts } from '../../components/pollRunner/AppPollTexts';
import { LinkPoll } from './LinkPoll';

/** /teacher/poll/{poll_url} inside the main app (the light poll page mounts LinkPoll itself). */
export function LinkPollScreen() {
  const { pollUrl = '' } = useParams();
  return (
    <AppPollTexts>
      <LinkPoll pollUrl={pollUrl} />
    </AppPollTexts>
  );
}
