import { Alert, Container } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyPreview } from '../../queries/previews';
import { PollRunner } from '../poll/PollRunner';
import { clearDraft } from '../poll/pollDraft';
import { type PreviewExit, PreviewFinished } from './PreviewFinished';
import { previewChannel, previewPayload } from './previewChannel';

type Props = { preview: SurveyPreview; storageKey: string; exit: PreviewExit | null };

/** The respondent's filling screen under a "nothing is saved" banner; finishing shows the preview's end. */
export function PreviewRunner({ preview, storageKey, exit }: Props) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const [finished, setFinished] = useState(false);
  const payload = useMemo(() => previewPayload(preview), [preview]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round starts from a fresh channel and empty answers
  const channel = useMemo(
    () => previewChannel(storageKey, payload, () => setFinished(true)),
    [storageKey, payload, round],
  );
  // The runner keeps a copy of its answers in the browser; a preview must not leave one behind.
  useEffect(() => () => clearDraft(storageKey), [storageKey]);
  useEffect(() => {
    if (finished) clearDraft(storageKey);
  }, [finished, storageKey]);

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
        <PollRunner key={round} channel={channel} payload={payload} />
      )}
    </>
  );
}
