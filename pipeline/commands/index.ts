import type { Command } from 'commander';
import { registerAddDraw } from './add-draw.ts';
import { registerBuild } from './build.ts';
import { registerCorrect } from './correct.ts';
import { registerDue } from './due.ts';
import { registerImport } from './import.ts';
import { registerUpdate } from './update.ts';
import { registerVerify } from './verify.ts';

/** A command file adds itself to the CLI; cli.ts registers every entry of this list. */
export type RegisterCommand = (program: Command) => void;

export const COMMANDS: readonly RegisterCommand[] = [
  registerImport,
  registerVerify,
  registerBuild,
  registerDue,
  registerUpdate,
  registerAddDraw,
  registerCorrect,
];
