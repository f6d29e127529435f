import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/client.ts', 'src/react.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'node20',
  tsconfig: '../../../tsconfig.build.json',
  external: ['latchkey', '@latchkey/client', '@latchkey/react', 'react', 'nanostores'],
});
