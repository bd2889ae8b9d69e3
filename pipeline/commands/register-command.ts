import type { Command } from 'commander';

/** A command file adds itself to the CLI; cli.ts registers every entry of index.ts's list. */
export type RegisterCommand = (program: Command) => void;
