import { type FormEvent, useEffect, useRef, useState } from 'react';

export type DemoValues = {
  name: string;
  audience: string | null;
  language: string;
  minimum: number | string;
  note: string;
  consent: boolean;
};
export type DemoField = keyof DemoValues;
export type DemoErrors = Partial<Record<DemoField, string>>;

export const demoInitialValues: DemoValues = {
  name: '',
  audience: null,
  language: 'lv',
  minimum: 5,
  note: '',
  consent: false,
};

/** How long the pretend save takes, so the pending state can be seen. */
export const demoSaveMs = 1500;

/**
 * A minimal form state for the style book: dirty (differs from the saved values), touched (visited
 * and left), valid, pending (saving) and submitted. Errors show once a field is touched or after a
 * submit attempt.
 */
export function useDemoForm(validate: (values: DemoValues) => DemoErrors) {
  const [saved, setSaved] = useState(demoInitialValues);
  const [values, setValues] = useState(demoInitialValues);
  const [touched, setTouched] = useState<ReadonlySet<DemoField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const errors = validate(values);
  const valid = Object.keys(errors).length === 0;
  const dirty = (Object.keys(values) as DemoField[]).some((field) => values[field] !== saved[field]);

  const setValue = <F extends DemoField>(field: F, value: DemoValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSubmitted(false);
  };
  const blur = (field: DemoField) => setTouched((current) => new Set(current).add(field));
  const errorFor = (field: DemoField) => (touched.has(field) || attempted ? errors[field] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!valid || pending) return;
    setPending(true);
    timer.current = setTimeout(() => {
      setPending(false);
      setSubmitted(true);
      setSaved(values);
      setTouched(new Set());
      setAttempted(false);
    }, demoSaveMs);
  };

  const reset = () => {
    setValues(demoInitialValues);
    setSaved(demoInitialValues);
    setTouched(new Set());
    setAttempted(false);
    setSubmitted(false);
  };

  return {
    values,
    setValue,
    blur,
    errorFor,
    submit,
    reset,
    state: { dirty, touched, valid, pending, submitted },
  };
}
