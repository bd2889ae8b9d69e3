import type { Config } from '@netlify/functions';
import { netlifyScheduledUpdate } from '../pipeline/ingest/scheduled-update.ts';

/**
 * Every 15 minutes (a UTC cron; result times spread over the whole Thai day, so a due draw is
 * noticed at most 15 minutes late): when a draw is due by the published latest-draw files, POST the
 * build hook (BUILD_HOOK_URL); the build runs `npm run pipeline -- update`. See docs/ingest.md.
 */
export default netlifyScheduledUpdate();

export const config: Config = {
  schedule: '*/15 * * * *',
};
