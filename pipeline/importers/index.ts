export * from './all-importers.ts';
export * from './report.ts';
export * from './run-import.ts';
export type * from './types.ts';
