import { createCsrfMiddleware, createStart } from '@tanstack/react-start';

// Server functions are same-origin calls: one posted from another site (a forged
// sign-in form, say) is refused before it runs.
const csrf = createCsrfMiddleware({ filter: (context) => context.handlerType === 'serverFn' });

export const startInstance = createStart(() => ({ requestMiddleware: [csrf] }));
