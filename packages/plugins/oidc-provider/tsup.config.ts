import { pluginBuild } from '../plugin-build.js';

export default pluginBuild({ entry: ['src/react.ts'], external: ['react', 'react/jsx-runtime'] });
