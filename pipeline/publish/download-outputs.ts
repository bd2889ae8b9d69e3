import type { Site } from '../answers/attribution.ts';
import { calendarIcs } from '../answers/calendar.ts';
import { atomFeed, jsonFeed } from '../answers/feeds.ts';
import { historyCsv, historyJson } from '../answers/history.ts';
import { type HistoryIndexEntry, historyIndex, historyIndexEntry } from '../answers/history-index.ts';
import { HISTORY_INDEX_FILE, calendarFile, feedFile, historyEntryFile, historyFile } from '../contract/download-paths.ts';
import { LANGS, type Lang, type LotteryId } from '../registry/index.ts';
import type { GlobalOutputs, LotteryOutputs, Output } from './outputs.ts';

/** The public address of a published file. */
export const fileUrl = (site: Site, path: string): string => `${site.baseUrl}/${path}`;
/** The address of a lottery's page on the site (web/ knows it; pipeline/site-build.ts passes it in). */
export type LotteryPageUrl = (site: Site, lottery: LotteryId, lang: Lang) => string;

/**
 * Feeds, calendars and history files of one lottery (issue 12, C9.2, C9.3): rewritten only when
 * its stored draws change (C1.4). A lottery without draws gets none: its paths answer the 404 of
 * C2.7 naming it (download-paths.ts), where an empty feed or calendar would look like a service
 * that has stopped. Each links to the lottery's page, `lotteryPage`.
 */
export const downloadOutputs =
  (lotteryPage: LotteryPageUrl): LotteryOutputs =>
  (view, site) => {
    if (view.draws.length === 0) return [];
    const lottery = view.def.id;
    const outputs: Output[] = [];
    for (const lang of LANGS) {
      const page = lotteryPage(site, lottery, lang);
      const links = {
        page,
        atom: fileUrl(site, feedFile(lottery, lang, 'atom')),
        json: fileUrl(site, feedFile(lottery, lang, 'json')),
        siteName: site.name,
        siteUrl: `${site.baseUrl}/`,
      };
      outputs.push(
        { path: feedFile(lottery, lang, 'atom'), render: () => atomFeed(view, lang, links) },
        { path: feedFile(lottery, lang, 'json'), render: () => jsonFeed(view, lang, links) },
        { path: calendarFile(lottery, lang), render: () => calendarIcs(view, lang, { page, siteName: site.name }) },
      );
    }
    // Each history text is rendered once: the file and the index entry (its checksum) both need it.
    const json = once(() => historyJson(view));
    const csv = once(() => historyCsv(view));
    outputs.push(
      { path: historyFile(lottery, 'json'), render: json },
      { path: historyFile(lottery, 'csv'), render: csv },
      {
        path: historyEntryFile(lottery),
        render: () => JSON.stringify(historyIndexEntry(view.def, { json: json(), csv: csv() }, view.noDraw)),
      },
    );
    return outputs;
  };

/** `/history/index.json`: the checksums of the history files of the new tree, as published. */
export const historyIndexOutputs: GlobalOutputs = ({ read }) => [
  {
    path: HISTORY_INDEX_FILE,
    render: () =>
      historyIndex((lottery) => {
        const text = read(historyEntryFile(lottery));
        return text === undefined ? undefined : (JSON.parse(text) as HistoryIndexEntry);
      }),
  },
];

function once(render: () => string): () => string {
  let text: string | undefined;
  return () => (text ??= render());
}
