#!/usr/bin/env node
// The framework and runtime examples type-check against the built packages under
// TypeScript 5.9 and 7, as an app that ran `npm install -D typescript` today would.
// (The Next.js example pins 5.9, as Next's build requires; its own build checks it.)
import { checkProject, TYPESCRIPT_VERSIONS } from './typescript-versions.mjs';

const EXAMPLES = ['bun', 'workers', 'react-router', 'tanstack-start'];

const failures = checkProject(...EXAMPLES.map((name) => `examples/${name}/tsconfig.json`));
for (const { name, output } of failures) console.error(`Examples fail to type-check under ${name}:\n${output}`);
if (failures.length > 0) process.exit(1);
console.log(`Examples ${EXAMPLES.join(', ')} type-check under ${TYPESCRIPT_VERSIONS.map((v) => v.name).join(' and ')}.`);
