import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // React Router 8's behaviour now, so moving to 8 (which needs Node 22.22) changes nothing here.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
