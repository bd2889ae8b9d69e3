/**
 * DOMAIN 1.6: GLO moves draws for holidays: seen 30 Dec and 31 Jul before the 1st, the 2nd, 17th
 * and 2 Jan after it, and clients also probe 29 Dec and 4-5 May. While the draw of a scheduled date
 * is missing, the dates from 3 days before to 4 days after it are asked too, each only once its own
 * result time has passed. Only lotteries of the GLO family move so (the registry has no field for
 * it yet; see docs/ingest.md).
 */
export const GLO_MOVED_DRAW_DAYS = { before: 3, after: 4 } as const;
