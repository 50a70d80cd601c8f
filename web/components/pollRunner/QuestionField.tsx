import { localizedText } from '../../../common/localizedText';
import { textLimits } from '../../../common/survey/answers';
import type { AnswerValue } from '../../../common/survey/answerTypes';
import type { Question } from '../../../common/survey/content';
import { ratingDescription } from '../../../common/survey/ratingScale';
import { CheckboxGroupField, RadioGroupField, TextField } from './PollFields';
import { usePollTexts } from './pollTexts';
import { ScaleChoices } from './ScaleChoices';

type Props = {
  question: Question;
  language: string;
  value: AnswerValue | undefined;
  error?: string;
  onChange: (value: AnswerValue) => void;
};

const ratingPoints = Array.from({ length: 11 }, (_, i) => ({ value: String(i), label: String(i) }));

/** One question as the respondent answers it, labelled for screen readers and usable by keyboard. */
export function QuestionField({ question, language, value, error, onChange }: Props) {
  const { t } = usePollTexts();
  const required = question.required;
  const label = localizedText(question.text, language);
  const help = localizedText(question.help, language) || undefined;
  const name = `q-${question.id}`;
  const choices = (question.options ?? []).map((option) => ({
    value: option.id,
    label: localizedText(option.label, language),
  }));
  const frame = { name, label, error, required };

  switch (question.type) {
    case 'agreement':
    case 'frequency':
      return (
        <ScaleChoices
          {...frame}
          scale={question.type}
          value={value as number | undefined}
          onChange={onChange}
        />
      );
    case 'single':
      return (
        <RadioGroupField
          {...frame}
          description={help}
          choices={choices}
          value={(value as string) ?? null}
          onChange={onChange}
        />
      );
    case 'multiple':
      return (
        <CheckboxGroupField
          {...frame}
          description={help}
          choices={choices}
          value={(value as string[]) ?? []}
          onChange={onChange}
        />
      );
    case 'rating':
      return (
        <RadioGroupField
          {...frame}
          look="segments"
          description={
            ratingDescription(localizedText(question.text, language), help, t('poll.rating_hint')) ||
            undefined
          }
          choices={ratingPoints}
          value={value === undefined || value === null ? null : String(value)}
          onChange={(next) => onChange(Number(next))}
        />
      );
    case 'text_short':
    case 'text_long':
      return (
        <TextField
          {...frame}
          description={help || t('poll.text_private')}
          multiline={question.type === 'text_long'}
          value={(value as string) ?? ''}
          input={{ maxLength: textLimits[question.type] }}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <TextField
          {...frame}
          description={help}
          value={value === undefined || value === null ? '' : String(value)}
          input={{ type: 'number', inputMode: 'decimal', step: 'any', min: question.min, max: question.max }}
          onChange={(next) =>
            onChange(next.trim() === '' || Number.isNaN(Number(next)) ? null : Number(next))
          }
        />
      );
    case 'matrix': {
      const answers = (value as Record<string, number>) ?? {};
      const items = question.items ?? [];
      const errorId = `${name}-error`;
      // The error is read with each row that still lacks an answer (all rows when none does).
      const unanswered = items.filter((item) => !(item.id in answers));
      const erring = new Set((unanswered.length ? unanswered : items).map((item) => item.id));
      return (
        <fieldset className="poll-field" aria-describedby={error ? errorId : undefined}>
          <legend className="poll-label">{label}</legend>
          <div className="poll-stack poll-stack--loose">
            {items.map((item) => (
              <ScaleChoices
                key={item.id}
                scale={question.scale ?? 'agreement'}
                name={`${name}-${item.id}`}
                label={localizedText(item.text, language)}
                value={answers[item.id]}
                outerErrorId={error && erring.has(item.id) ? errorId : undefined}
                onChange={(point) => onChange({ ...answers, [item.id]: point })}
              />
            ))}
          </div>
          {error && (
            <div id={errorId} className="poll-error">
              {error}
            </div>
          )}
        </fieldset>
      );
    }
  }
}
