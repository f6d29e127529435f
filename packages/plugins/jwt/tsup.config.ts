import { pluginBuild } from '../plugin-build.js';

export default pluginBuild({ entry: ['src/verify.ts'] });
