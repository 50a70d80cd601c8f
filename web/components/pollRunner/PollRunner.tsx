import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { localizedText } from '../../../common/localizedText';
import { answerProblem } from '../../../common/survey/answers';
import type { AnswerValue } from '../../../common/survey/answerTypes';
import { pollLanguage } from '../../../common/survey/pollLanguage';
import { newResponseId } from '../../../common/survey/responseId';
import { visibleModuleIds, visibleQuestionIds } from '../../../common/survey/skipLogic';
import { sendEvent } from '../../api/usageEvents';
import { PollAlert, PollButton, ProgressBar } from './PollControls';
import { PollLanguagePicker } from './PollLanguagePicker';
import { PollStateScreen } from './PollStateScreen';
import { type PollDraft, readDraft } from './pollDraft';
import { focusFirstProblem, sendFailureKey } from './pollFailureText';
import { usePollTexts } from './pollTexts';
import type { PollPayload, PollPersistence } from './pollTypes';
import { QuestionField } from './QuestionField';
import { SavingStatus } from './SavingStatus';
import { usePollSaving } from './usePollSaving';

function startingDraft(persistence: PollPersistence, payload: PollPayload, uiLanguage: string): PollDraft {
  const local = persistence === 'none' ? null : readDraft(persistence);
  const server = payload.response;
  const languages = payload.period.languages;
  const language = pollLanguage(languages, uiLanguage);
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

type Props = {
  payload: PollPayload;
  persistence: PollPersistence;
  /** What comes after the last page; by default the thank-you screen (and the poll's usage event). */
  onFinished?: () => void;
  /** Shown on the thank-you screen: the next pupil's way in on a shared device. */
  thanksAction?: ReactNode;
};

/** Fills in one poll: an intro, one module per page with progress, skip logic applied as answers change. */
export function PollRunner({ payload, persistence, onFinished, thanksAction }: Props) {
  const { t, language: uiLanguage, changeLanguage } = usePollTexts();
  const survey = payload.survey!;
  const [draft, setDraft] = useState(() => startingDraft(persistence, payload, uiLanguage));
  const [finished, setFinished] = useState(false);
  // Translation keys, not texts: errors shown before the language changes are read in the new one.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const handleFinished = useCallback(() => {
    if (onFinished) return onFinished();
    setFinished(true);
    sendEvent('Poll-filling', 'Finished poll', { period_id: payload.period.id });
  }, [onFinished, payload.period.id]);
  const { connection, finish } = usePollSaving(persistence, draft, handleFinished);

  const pages = useMemo(() => visibleModuleIds(survey, draft.answers), [survey, draft.answers]);
  const shown = useMemo(() => new Set(visibleQuestionIds(survey, draft.answers)), [survey, draft.answers]);
  const page = Math.min(draft.page, pages.length);
  const module = page > 0 ? survey.modules.find((m) => m.id === pages[page - 1]) : undefined;
  const language = draft.language;
  // The buttons and answer words speak the survey's language too, not the browser's.
  useEffect(() => {
    if (language !== uiLanguage) changeLanguage(language);
  }, [language, uiLanguage, changeLanguage]);
  const pageHeading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);
  const pollRoot = useRef<HTMLElement>(null);
  const [problemsShown, setProblemsShown] = useState(0);
  // A new page starts at its heading, for keyboard and screen-reader users alike.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page number is the trigger
  useEffect(() => {
    if (moved) pageHeading.current?.focus();
  }, [page, moved]);
  useEffect(() => {
    if (problemsShown) focusFirstProblem(pollRoot.current);
  }, [problemsShown]);

  if (finished)
    return (
      <PollStateScreen state="done" focusHeading>
        {thanksAction}
      </PollStateScreen>
    );

  // The intro is no page of questions ("Page 0 of 4"): it says how many there are.
  const progress =
    page === 0
      ? t('poll.intro_hint', { count: pages.length })
      : t('poll.progress', { page, total: pages.length });
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
        if (question.required) found[question.id] = 'poll.required';
      } else if (answerProblem(question, value)) found[question.id] = 'poll.invalid';
      if (question.type === 'matrix' && question.required && !empty) {
        const given = value as Record<string, number>;
        if ((question.items ?? []).some((item) => !(item.id in given)))
          found[question.id] = 'poll.matrix_required';
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
    if (Object.keys(found).length) return setProblemsShown((shown) => shown + 1);
    if (page < pages.length) return go(page + 1);
    setDraft((current) => ({ ...current, pendingFinish: true }));
    const outcome = await finish();
    if (!outcome.ok && 'error' in outcome) {
      setDraft((current) => ({ ...current, pendingFinish: false }));
      setFailure(sendFailureKey(outcome.error));
    }
  };

  return (
    <main ref={pollRoot} className="poll poll-stack" lang={language}>
      <div className="poll-header">
        <h1>{localizedText(survey.title, language)}</h1>
        <PollLanguagePicker
          languages={payload.period.languages}
          value={language}
          onChange={(next) => setDraft((c) => ({ ...c, language: next }))}
        />
      </div>
      <ProgressBar value={(page / Math.max(pages.length, 1)) * 100} label={progress} />
      <p className="poll-muted" aria-live="polite">
        {progress}
      </p>
      {page === 0 ? (
        <div className="poll-card poll-stack">
          <p className="poll-pre-line">
            {localizedText(survey.intro_text, language) || t('poll.default_intro')}
          </p>
          {payload.period.anonymous && <p className="poll-muted">{t('poll.anonymous_note')}</p>}
        </div>
      ) : (
        <div className="poll-stack poll-stack--loose">
          <div className="poll-stack">
            <h2 ref={pageHeading} tabIndex={-1}>
              {localizedText(module?.title, language)}
            </h2>
            {localizedText(module?.intro, language) && <p>{localizedText(module?.intro, language)}</p>}
          </div>
          {module?.questions
            .filter((question) => shown.has(question.id))
            .map((question) => (
              <QuestionField
                key={question.id}
                question={question}
                language={language}
                value={draft.answers[question.id]}
                error={errors[question.id] ? t(errors[question.id]) : undefined}
                onChange={(value) => setAnswer(question.id, value)}
              />
            ))}
        </div>
      )}
      {failure && <PollAlert tone="error">{t(failure)}</PollAlert>}
      {draft.pendingFinish && connection === 'offline' && (
        <PollAlert tone="warning">{t('poll.offline_finish')}</PollAlert>
      )}
      <div className="poll-actions">
        <PollButton plain onClick={() => go(page - 1)} disabled={page === 0}>
          {t('poll.back')}
        </PollButton>
        <SavingStatus connection={connection} />
        <PollButton onClick={handleNext} busy={connection === 'saving' && draft.pendingFinish}>
          {page === 0 ? t('poll.start') : page < pages.length ? t('poll.next') : t('poll.submit')}
        </PollButton>
      </div>
    </main>
  );
}
