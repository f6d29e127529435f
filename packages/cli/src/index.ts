#!/usr/bin/env node
import { nodeIo } from './cli-io.js';
import { runCli } from './run-cli.js';

const code = await runCli(process.argv.slice(2), nodeIo());
// The config's database pools would keep the process alive; the command is done.
process.exit(code);
