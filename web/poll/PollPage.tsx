import type { PollPath } from '../../common/pollPaths';
import logoUrl from '../assets/logo.svg';
import { PollStateScreen } from '../components/pollRunner/PollStateScreen';
import { CodeEntry } from '../screens/poll/CodeEntry';
import { IdentifiedPoll } from '../screens/poll/IdentifiedPoll';
import { LinkPoll } from '../screens/poll/LinkPoll';

/** The light poll page: the brand, then the poll its address names. */
export function PollPage({ target }: { target: PollPath | null }) {
  return (
    <>
      <header className="poll-page-brand">
        <img src={logoUrl} alt="" width={28} height={28} />
        <span>Balss</span>
      </header>
      {target?.kind === 'identified' ? (
        <IdentifiedPoll pollId={target.pollId} identityId={target.identityId} />
      ) : target?.kind === 'link' ? (
        <LinkPoll pollUrl={target.pollUrl} />
      ) : target?.kind === 'code' ? (
        <CodeEntry />
      ) : (
        <PollStateScreen state="not_found" />
      )}
    </>
  );
}
