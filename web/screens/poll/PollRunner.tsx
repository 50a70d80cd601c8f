import { Alert, Button, Card, Container, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText } from '../../../common/localizedText';
import { type AnswerValue, answerProblem } from '../../../common/survey/answers';
import { visibleModuleIds, visibleQuestionIds } from '../../../common/survey/skipLogic';
import { sendEvent } from '../../api/usageEvents';
import { PollLanguagePicker } from './PollLanguagePicker';
import { PollStateScreen } from './PollStateScreen';
import { newResponseId, type PollDraft, readDraft } from './pollDraft';
import type { PollChannel, PollPayload } from './pollTypes';
import { QuestionField } from './QuestionField';
import { SavingStatus } from './SavingStatus';
import { usePollSaving } from './usePollSaving';

function startingDraft(channel: PollChannel, payload: PollPayload, uiLanguage: string): PollDraft {
  const local = readDraft(channel.storageKey);
  const server = payload.response;
  const languages = payload.period.languages;
  const language = languages.includes(uiLanguage) ? uiLanguage : languages[0];
  if (local && (!server || server.id === local.responseId))
    return { ...local, answers: { ...server?.answers, ...local.answers } };
  if (server)
    return {
      responseId: server.id,
      answers: server.answers,
      language: server.language,
      page: 0,
      pendingFinish: false,
    };
  return { responseId: newResponseId(), answers: {}, language, page: 0, pendingFinish: false };
}

/** Fills in one poll: an intro, one module per page with progress, skip logic applied as answers change. */
export function PollRunner({ channel, payload }: { channel: PollChannel; payload: PollPayload }) {
  const { t, i18n } = useTranslation();
  const survey = payload.survey!;
  const [draft, setDraft] = useState(() => startingDraft(channel, payload, i18n.language));
  const [finished, setFinished] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const onFinished = useCallback(() => {
    setFinished(true);
    sendEvent('Poll-filling', 'Finished poll', { period_id: payload.period.id });
  }, [payload.period.id]);
  const { connection, finish } = usePollSaving(channel, draft, onFinished);

  const pages = useMemo(() => visibleModuleIds(survey, draft.answers), [survey, draft.answers]);
  const shown = useMemo(() => new Set(visibleQuestionIds(survey, draft.answers)), [survey, draft.answers]);
  const page = Math.min(draft.page, pages.length);
  const module = page > 0 ? survey.modules.find((m) => m.id === pages[page - 1]) : undefined;
  const language = draft.language;
  const pageHeading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);
  // A new page starts at its heading, for keyboard and screen-reader users alike.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page number is the trigger
  useEffect(() => {
    if (moved) pageHeading.current?.focus();
  }, [page, moved]);

  if (finished) return <PollStateScreen state="done" />;

  const setAnswer = (id: string, value: AnswerValue) => {
    setErrors((current) => ({ ...current, [id]: '' }));
    setDraft((current) => ({ ...current, answers: { ...current.answers, [id]: value } }));
  };
  const pageProblems = () => {
    const found: Record<string, string> = {};
    for (const question of module?.questions ?? []) {
      if (!shown.has(question.id)) continue;
      const value = draft.answers[question.id];
      const empty =
        value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
      if (empty) {
        if (question.required) found[question.id] = t('poll.required');
      } else if (answerProblem(question, value)) found[question.id] = t('poll.invalid');
      if (question.type === 'matrix' && question.required && !empty) {
        const given = value as Record<string, number>;
        if ((question.items ?? []).some((item) => !(item.id in given)))
          found[question.id] = t('poll.matrix_required');
      }
    }
    return found;
  };
  const go = (next: number) => {
    setMoved(true);
    setDraft((current) => ({ ...current, page: next }));
    window.scrollTo({ top: 0 });
  };
  const handleNext = async () => {
    const found = pageProblems();
    setErrors(found);
    if (Object.keys(found).length) return;
    if (page < pages.length) return go(page + 1);
    setDraft((current) => ({ ...current, pendingFinish: true }));
    const outcome = await finish();
    if (!outcome.ok && 'error' in outcome) {
      setDraft((current) => ({ ...current, pendingFinish: false }));
      setFailure(outcome.error.message);
    }
  };

  return (
    <Container size="sm" py="lg" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Title order={1} size="h2">
            {localizedText(survey.title, language)}
          </Title>
          <PollLanguagePicker
            languages={payload.period.languages}
            value={language}
            onChange={(next) => setDraft((c) => ({ ...c, language: next }))}
          />
        </Group>
        <Progress
          value={(page / Math.max(pages.length, 1)) * 100}
          aria-label={t('poll.progress', { page, total: pages.length })}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {page === 0
            ? t('poll.intro_hint', { total: pages.length })
            : t('poll.progress', { page, total: pages.length })}
        </Text>
        {page === 0 ? (
          <Card withBorder padding="lg">
            <Text style={{ whiteSpace: 'pre-line' }}>
              {localizedText(survey.intro_text, language) || t('poll.default_intro')}
            </Text>
            {payload.period.anonymous && (
              <Text mt="md" size="sm" c="dimmed">
                {t('poll.anonymous_note')}
              </Text>
            )}
          </Card>
        ) : (
          <Stack gap="xl">
            <div>
              <Title order={2} size="h3" ref={pageHeading} tabIndex={-1} style={{ outline: 'none' }}>
                {localizedText(module?.title, language)}
              </Title>
              {localizedText(module?.intro, language) && (
                <Text mt="xs">{localizedText(module?.intro, language)}</Text>
              )}
            </div>
            {module?.questions
              .filter((question) => shown.has(question.id))
              .map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  language={language}
                  value={draft.answers[question.id]}
                  error={errors[question.id] || undefined}
                  onChange={(value) => setAnswer(question.id, value)}
                />
              ))}
          </Stack>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {draft.pendingFinish && connection === 'offline' && (
          <Alert color="yellow" role="status">
            {t('poll.offline_finish')}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => go(page - 1)} disabled={page === 0}>
            {t('poll.back')}
          </Button>
          <SavingStatus connection={connection} />
          <Button onClick={handleNext} loading={connection === 'saving' && draft.pendingFinish}>
            {page === 0 ? t('poll.start') : page < pages.length ? t('poll.next') : t('poll.submit')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
