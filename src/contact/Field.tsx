import type { ChangeEvent, KeyboardEvent } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  /** How to fill it in (the phone's format, with an example), under the field and tied to it. */
  hint?: string | undefined;
  multiline?: boolean;
  type?: 'text' | 'tel';
  autoComplete: string;
  /** For the browser's own checks when the form posts with no script: `required`, the phone's `pattern`, the length. */
  required?: boolean;
  pattern?: string;
  maxLength?: number | undefined;
  onChange: (value: string) => void;
  /** Each keystroke, for the time trap (src/contact/spam-guards.ts). */
  onKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * A labelled, required input or textarea, its hint and its error below it, tied together for assistive
 * technology. Its rule is stone at rest, ink under the pointer or in focus, red in error; focus adds the
 * site's focus outline (global.css).
 */
export function Field({
  id,
  label,
  value,
  error,
  hint,
  multiline,
  type = 'text',
  autoComplete,
  onChange,
  onKeyDown,
  ...checks
}: Props) {
  const [errorId, hintId] = [`${id}-error`, `${id}-hint`];
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  const shared = {
    id,
    name: id.split('-').pop(),
    value,
    autoComplete,
    // Said before sending; `required` (checks.required) only where the browser checks the form: Firefox calls
    // an empty required field invalid before anything is sent.
    'aria-required': true,
    ...checks,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onKeyDown,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    className:
      'mt-2 block w-full border-0 border-b border-stone bg-transparent px-0 py-2 text-base text-ink hover:border-ink focus:border-ink aria-invalid:border-red-700',
  };
  return (
    <div>
      <label htmlFor={id} className="eyebrow text-stone">
        {label}
      </label>
      {multiline ? <textarea rows={4} {...shared} /> : <input type={type} {...shared} />}
      {hint && (
        <p id={hintId} className="mt-2 text-xs leading-relaxed text-stone">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
