export * from './langs.ts';
export * from './prizes.ts';
export * from './lotteries.ts';
export * from './lookup.ts';
export * from './messages.ts';
export * from './live-sources.ts';
export * from './schedules.ts';
export * from './data-sources.ts';
