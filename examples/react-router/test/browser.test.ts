import { runBrowserFlow } from './browser-flow.js';

runBrowserFlow('the React Router example in Chromium', 'examples/react-router');
