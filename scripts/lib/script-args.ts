import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * A script's options read strictly (node:util parseArgs): `--help` prints `usage` and exits 0; an
 * option the script does not know, or one missing its value, prints the error and `usage` and exits
 * 2, instead of running the whole script as if it had not been given (`npm run bench -- --help`
 * started a full benchmark, `npm run client:types -- --help` rewrote the client's types).
 */
export function scriptArgs<const O extends Options>(usage: string, options: O): ReturnType<typeof parseArgs<{ options: O }>>['values'] {
  try {
    const { values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: false });
    if ((values as Record<string, unknown>)['help'] === true) {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    }
    return values as ReturnType<typeof parseArgs<{ options: O }>>['values'];
  } catch (error) {
    refuse(usage, error instanceof Error ? error.message : String(error));
  }
}

/** An option's value as a whole number of at least 1 (its default when not given); anything else is refused as above. */
export function wholeNumber(usage: string, name: string, value: string | undefined, byDefault: number): number {
  if (value === undefined) return byDefault;
  if (!/^[1-9]\d*$/.test(value)) refuse(usage, `--${name} takes a whole number of at least 1, not "${value}"`);
  return Number(value);
}

function refuse(usage: string, message: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`);
  process.exit(2);
}
