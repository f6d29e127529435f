import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/cookies.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'node20',
  tsconfig: '../../tsconfig.build.json',
});
