import { registerAddDraw } from './add-draw.ts';
import { registerBuild } from './build.ts';
import { registerCorrect } from './correct.ts';
import { registerDue } from './due.ts';
import { registerImport } from './import.ts';
import { registerNetlifyCosts } from './netlify-costs.ts';
import { registerUpdate } from './update.ts';
import { registerVerify } from './verify.ts';

import type { RegisterCommand } from './register-command.ts';

export type { RegisterCommand } from './register-command.ts';

export const COMMANDS: readonly RegisterCommand[] = [
  registerImport,
  registerVerify,
  registerBuild,
  registerDue,
  registerUpdate,
  registerAddDraw,
  registerCorrect,
  registerNetlifyCosts,
];
