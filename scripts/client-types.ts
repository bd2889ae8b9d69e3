import { readFile, writeFile } from 'node:fs/promises';
import { CLIENT_TYPES_COMMAND, CLIENT_TYPES_FILE, clientTypesText } from './lib/client-types.ts';
import { scriptArgs } from './lib/script-args.ts';

/** `npm run client:types`: writes the typed client's types from openapi.json (issue 12). */
const USAGE = `npm run client:types [-- options]: writes ${CLIENT_TYPES_FILE} from openapi.json
  --check   writes nothing; fails when the committed file differs, naming the command that fixes it
  --help    this text`;

async function main(): Promise<void> {
  const args = scriptArgs(USAGE, { check: { type: 'boolean' } });
  const expected = await clientTypesText();
  if (args.check === true) {
    const actual = await readFile(CLIENT_TYPES_FILE, 'utf8').catch(() => '');
    if (actual !== expected) {
      process.stderr.write(`${CLIENT_TYPES_FILE} is not what openapi.json gives; run \`${CLIENT_TYPES_COMMAND}\`\n`);
      process.exit(1);
    }
    process.stdout.write(`${CLIENT_TYPES_FILE} matches openapi.json\n`);
    return;
  }
  await writeFile(CLIENT_TYPES_FILE, expected);
  process.stdout.write(`wrote ${CLIENT_TYPES_FILE}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`client:types failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
