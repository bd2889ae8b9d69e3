import type { Command } from 'commander';
import { registerBuild } from './build.ts';
import { registerImport } from './import.ts';
import { registerVerify } from './verify.ts';

/** A command file adds itself to the CLI; cli.ts registers every entry of this list. */
export type RegisterCommand = (program: Command) => void;

export const COMMANDS: readonly RegisterCommand[] = [registerImport, registerVerify, registerBuild];
