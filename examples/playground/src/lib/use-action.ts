import { useCallback, useEffect, useState } from 'react';

/** Any client call's answer: exactly one of `data` and `error` is set. */
interface Answer {
  error: { message: string } | null;
}

export interface Action {
  pending: boolean;
  error: string | null;
  /** Set after a success, for a short confirmation under the form. */
  done: string | null;
  run(call: () => Promise<Answer>, onSuccess?: () => Promise<string | void> | string | void): Promise<boolean>;
  reset(): void;
}

/** Every mounted action's way to drop its confirmation: one starting clears the others'. */
const confirmations = new Set<() => void>();

/**
 * Runs one client call at a time for a form: `pending` disables its button,
 * `error` holds the API's message, `done` a confirmation. Starting any action
 * clears every confirmation on the page, so none outlives the next step.
 *
 * @example
 * const action = useAction();
 * action.run(() => client.updateUser({ name }), () => 'Saved');
 */
export function useAction(): Action {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    const clear = (): void => setDone(null);
    confirmations.add(clear);
    return () => void confirmations.delete(clear);
  }, []);
  const run = useCallback<Action['run']>(async (call, onSuccess) => {
    setPending(true);
    setError(null);
    for (const clear of confirmations) clear();
    try {
      const answer = await call();
      if (answer.error) {
        setError(answer.error.message || 'Something went wrong. Try again.');
        return false;
      }
      const message = await onSuccess?.();
      if (typeof message === 'string') setDone(message);
      return true;
    } finally {
      setPending(false);
    }
  }, []);
  const reset = useCallback(() => {
    setError(null);
    setDone(null);
  }, []);
  return { pending, error, done, run, reset };
}
