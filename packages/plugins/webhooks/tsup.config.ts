import { pluginBuild } from '../plugin-build.js';

export default pluginBuild();
