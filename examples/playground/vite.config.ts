import { defaultClientConditions, defineConfig } from 'vite';

// React through esbuild's automatic JSX runtime: no Babel plugin needed for a
// production build. Workspace packages resolve to their TypeScript sources.
export default defineConfig({
  root: import.meta.dirname,
  esbuild: { jsx: 'automatic', jsxDev: false },
  resolve: { conditions: ['latchkey:source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: true },
  logLevel: 'warn',
});
