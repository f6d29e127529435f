import type { ButtonHTMLAttributes } from 'react';

interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  pending: boolean;
  /** What the button says while its call runs, e.g. "Signing in…". */
  pendingLabel: string;
  variant?: 'primary' | 'secondary' | 'danger';
}

/** A form's submit button, disabled and relabelled while the call runs. */
export function SubmitButton({ pending, pendingLabel, variant = 'primary', children, className, disabled, ...rest }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={['button', `button-${variant}`, className].filter(Boolean).join(' ')}
      disabled={pending || disabled}
      aria-busy={pending}
      {...rest}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
