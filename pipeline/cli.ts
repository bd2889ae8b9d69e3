#!/usr/bin/env tsx
import { Command } from 'commander';
import { COMMANDS } from './commands/index.ts';

/** `npm run pipeline -- <command>`: every command lives in its own file under pipeline/commands/. */
const program = new Command('pipeline')
  .description('Ingest, validate, store and publish lottery results')
  .showHelpAfterError()
  .configureOutput({ outputError: (text, write) => write(text) });

for (const register of COMMANDS) register(program);

program.parseAsync(process.argv).catch((error: unknown) => {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
