import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { CLIENT_TYPES_COMMAND, CLIENT_TYPES_FILE, clientTypesText } from '../scripts/lib/client-types.ts';

test('client/src/schema.ts is what openapi.json gives (generated file, --check)', async () => {
  const committed = await readFile(join(import.meta.dirname, '..', CLIENT_TYPES_FILE), 'utf8');
  // On drift the message names the command that regenerates the file.
  expect(committed === (await clientTypesText()), `${CLIENT_TYPES_FILE} drifted from openapi.json; run \`${CLIENT_TYPES_COMMAND}\``).toBe(
    true,
  );
});
