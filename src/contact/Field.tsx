import type { ChangeEvent, KeyboardEvent } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  error?: string;
  multiline?: boolean;
  type?: 'text' | 'tel';
  autoComplete: string;
  /** For the browser's own checks when the form posts with no script: `required`, the phone's `pattern`, the length. */
  required?: boolean;
  pattern?: string;
  maxLength?: number | undefined;
  /** What a browser agent should put here (WebMCP `toolparamdescription`). */
  agentHint: string;
  onChange: (value: string) => void;
  /** Each keystroke, for the time trap (src/contact/spam-guards.ts). */
  onKeyDown?: (event: KeyboardEvent) => void;
}

/** A labelled input or textarea with its error below it, tied together for assistive technology. */
export function Field({
  id,
  label,
  value,
  error,
  multiline,
  type = 'text',
  autoComplete,
  agentHint,
  onChange,
  onKeyDown,
  ...checks
}: Props) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: id.split('-').pop(),
    value,
    autoComplete,
    ...checks,
    toolparamdescription: agentHint,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onKeyDown,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    className:
      'mt-2 block w-full border-0 border-b border-ink/30 bg-transparent px-0 py-2 text-base text-ink focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 aria-invalid:border-red-700',
  };
  return (
    <div>
      <label htmlFor={id} className="eyebrow text-stone">
        {label}
      </label>
      {multiline ? <textarea rows={4} {...shared} /> : <input type={type} {...shared} />}
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
