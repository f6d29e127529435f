import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('sign-up', 'routes/sign-up.tsx'),
  route('sign-in', 'routes/sign-in.tsx'),
  route('sign-out', 'routes/sign-out.ts'),
  route('dashboard', 'routes/dashboard.tsx'),
  // Latchkey's HTTP API, for clients that call it directly (`@latchkey/client`, mobile apps).
  route('api/auth/*', 'routes/api-auth.ts'),
] satisfies RouteConfig;
