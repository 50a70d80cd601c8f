import type { ReactNode } from 'react';
import './poll.css';

export type Choice = { value: string; label: string };

type Frame = {
  name: string;
  label: string;
  description?: string;
  error?: string;
  /** The id of an error shown around this field (a grid's, for each of its rows still unanswered). */
  outerErrorId?: string;
  required?: boolean;
};

/**
 * A question's text with the star of a required one: seen, not read as part of the name (the field says
 * it is required through aria-required or required).
 */
function LabelText({ label, required }: Frame) {
  return (
    <>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </>
  );
}

const ids = (name: string) => ({
  label: `${name}-label`,
  description: `${name}-help`,
  error: `${name}-error`,
});

function describedBy({ name, description, error, outerErrorId }: Frame): string | undefined {
  const id = ids(name);
  return (
    [description && id.description, error && id.error, outerErrorId].filter(Boolean).join(' ') || undefined
  );
}

/** Label, help and error around a group of inputs; the group is named by the label. */
function GroupFrame({ frame, children }: { frame: Frame; children: ReactNode }) {
  const id = ids(frame.name);
  return (
    <div className="poll-field">
      <div id={id.label} className="poll-label">
        <LabelText {...frame} />
      </div>
      {frame.description && (
        <div id={id.description} className="poll-description">
          {frame.description}
        </div>
      )}
      {children}
      {frame.error && (
        <div id={id.error} className="poll-error">
          {frame.error}
        </div>
      )}
    </div>
  );
}

type RadioProps = Frame & {
  choices: Choice[];
  value: string | null;
  onChange: (value: string) => void;
  /** rows: a list (in a row on wide screens when `wide`); segments: small equal boxes, as for 0–10. */
  look?: 'rows' | 'wide' | 'segments';
};

export function RadioGroupField({ choices, value, onChange, required, look = 'rows', ...frame }: RadioProps) {
  const layout =
    look === 'segments' ? 'poll-segments' : `poll-choices${look === 'wide' ? ' poll-choices--row' : ''}`;
  return (
    <GroupFrame frame={{ ...frame, required }}>
      <div
        role="radiogroup"
        className={layout}
        aria-labelledby={ids(frame.name).label}
        aria-describedby={describedBy(frame)}
        aria-required={required || undefined}
        aria-invalid={frame.error || frame.outerErrorId ? true : undefined}
      >
        {choices.map((choice) => (
          <label key={choice.value} className={look === 'segments' ? 'poll-segment' : 'poll-choice'}>
            <input
              type="radio"
              name={frame.name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </GroupFrame>
  );
}

type CheckProps = Frame & { choices: Choice[]; value: string[]; onChange: (value: string[]) => void };

export function CheckboxGroupField({ choices, value, onChange, ...frame }: CheckProps) {
  const id = ids(frame.name);
  const toggle = (choice: string, on: boolean) =>
    onChange(on ? [...value, choice] : value.filter((given) => given !== choice));
  return (
    <fieldset className="poll-field" aria-describedby={describedBy(frame)}>
      <legend className="poll-label">
        <LabelText {...frame} />
      </legend>
      {frame.description && (
        <div id={id.description} className="poll-description">
          {frame.description}
        </div>
      )}
      <div className="poll-choices">
        {choices.map((choice) => (
          <label key={choice.value} className="poll-choice">
            <input
              type="checkbox"
              name={frame.name}
              value={choice.value}
              checked={value.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.currentTarget.checked)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {frame.error && (
        <div id={id.error} className="poll-error">
          {frame.error}
        </div>
      )}
    </fieldset>
  );
}

type TextProps = Frame & {
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  input?: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;
};

/** A text, number or code box with its label, help and error tied to it. */
export function TextField({ value, onChange, multiline, required, input, ...frame }: TextProps) {
  const id = ids(frame.name);
  const shared = {
    id: frame.name,
    name: frame.name,
    className: 'poll-input',
    value,
    required,
    'aria-describedby': describedBy(frame),
    'aria-invalid': frame.error ? true : undefined,
  };
  return (
    <div className="poll-field">
      <label htmlFor={frame.name} id={id.label} className="poll-label">
        <LabelText {...frame} required={required} />
      </label>
      {frame.description && (
        <div id={id.description} className="poll-description">
          {frame.description}
        </div>
      )}
      {multiline ? (
        <textarea
          {...shared}
          rows={3}
          maxLength={input?.maxLength}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <input {...input} {...shared} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      {frame.error && (
        <div id={id.error} className="poll-error">
          {frame.error}
        </div>
      )}
    </div>
  );
}
