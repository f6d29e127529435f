import { runFrameworkBrowserFlow } from '@latchkey/test-utils/framework-browser-flow';

runFrameworkBrowserFlow('the React Router example in Chromium', 'examples/react-router');
