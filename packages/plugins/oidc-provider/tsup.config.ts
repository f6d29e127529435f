import { pluginBuild } from '../plugin-build.js';

export default pluginBuild({ entry: ['src/react.ts', 'src/resource.ts'], external: ['react', 'react/jsx-runtime'] });
