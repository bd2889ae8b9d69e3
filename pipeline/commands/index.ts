import type { Command } from 'commander';

/** A command file adds itself to the CLI; cli.ts registers every entry of this list. */
export type RegisterCommand = (program: Command) => void;

export const COMMANDS: readonly RegisterCommand[] = [];
