import { useId, type TextareaHTMLAttributes } from 'react';

interface UriListFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  hint?: string;
}

/** A labelled text area for a list of URIs, one a line. */
export function UriListField({ label, hint, id, ...textarea }: UriListFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <textarea id={fieldId} aria-describedby={hintId} rows={2} spellCheck={false} autoComplete="off" {...textarea} />
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The URIs of a text area: one a line, blank lines dropped.
 *
 * @example
 * uriLines('https://a.example/cb\n\n https://b.example/cb '); // ['https://a.example/cb', 'https://b.example/cb']
 */
export function uriLines(value: FormDataEntryValue | null): string[] {
  return String(value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
