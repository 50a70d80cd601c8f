import { Alert, Container } from '@mantine/core';
import { useMemo, useState } from 'react';
import { AppPollTexts } from '../../components/pollRunner/AppPollTexts';
import { PollRunner } from '../../components/pollRunner/PollRunner';
import { useTranslation } from '../../i18n/useTranslation';
import type { SurveyPreview } from '../../queries/previews';
import { type PreviewExit, PreviewFinished } from './PreviewFinished';
import { previewPayload } from './previewPayload';

type Props = { preview: SurveyPreview; exit: PreviewExit | null };

/** The respondent's filling screen under a "nothing is saved" banner; finishing shows the preview's end. */
export function PreviewRunner({ preview, exit }: Props) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const [finished, setFinished] = useState(false);
  const payload = useMemo(() => previewPayload(preview), [preview]);
  const handleRestart = () => {
    setFinished(false);
    setRound((current) => current + 1);
  };

  return (
    <>
      <Container size="sm" pt="md" px="md">
        <Alert
          color="yellow"
          variant="light"
          title={t('preview.banner.title')}
          role="status"
          // Yellow text on the light yellow would not reach 4.5:1; the title keeps the page's text colour.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {preview.name ? t('preview.banner.period_text', { name: preview.name }) : t('preview.banner.text')}
        </Alert>
      </Container>
      {finished ? (
        <PreviewFinished exit={exit} onRestart={handleRestart} />
      ) : (
        <AppPollTexts>
          {/* Nothing of a preview is saved: no server call, no copy in the browser. */}
          <PollRunner key={round} persistence="none" payload={payload} onFinished={() => setFinished(true)} />
        </AppPollTexts>
      )}
    </>
  );
}
