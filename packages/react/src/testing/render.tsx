import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  /** Errors React recovered from while hydrating (mismatches). */
  recoverableErrors: unknown[];
  unmount(): Promise<void>;
}

/** Renders (or hydrates existing markup) into a fresh container, inside `act`. */
export async function render(node: ReactNode, options: { hydrateFrom?: string } = {}): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  let root!: Root;
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    if (options.hydrateFrom === undefined) {
      root = createRoot(container);
      root.render(node);
    } else {
      container.innerHTML = options.hydrateFrom;
      root = hydrateRoot(container, node, { onRecoverableError: (error) => void recoverableErrors.push(error) });
    }
  });
  return {
    container,
    recoverableErrors,
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}
