import { AppPollTexts } from '../../components/pollRunner/AppPollTexts';
import { CodeEntry } from './CodeEntry';

/** /kods inside the main app (the server answers the address itself with the light poll page). */
export function CodeEntryScreen() {
  return (
    <AppPollTexts>
      <CodeEntry />
    </AppPollTexts>
  );
}
