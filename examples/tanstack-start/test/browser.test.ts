import { runFrameworkBrowserFlow } from '@latchkey/test-utils/framework-browser-flow';

runFrameworkBrowserFlow('the TanStack Start example in Chromium', 'examples/tanstack-start');
