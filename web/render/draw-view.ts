import type { Lang } from '../../pipeline/registry/langs.ts';
import { pageText } from '../texts/page-texts.ts';
import type { DrawJson, PrizeJson } from '../lib/api-types.ts';
import { MAIN_PRIZE_SLUGS, hasAmount } from '../lib/format.ts';
import { formatAmountWith } from '../lib/locale-formats.ts';
import { localeFormats } from './locale-data.ts';
import { type Child, type Html, html, pageHtml } from './html.ts';

/** A prize with more numbers than this shows them folded (GLO's 50 fourth and 100 fifth prizes). */
const FOLD_NUMBERS_OVER = 10;

/** The draw's `status` as a badge (SPEC "States"). */
export function statusBadge(draw: DrawJson, lang: Lang): Html {
  return html`<span class="badge ${draw.status}">${pageText(lang, draw.status === 'complete' ? 'status.complete' : 'status.announced')}</span>`;
}

/** `pendingPrizes` by name, when the draw is still being announced. */
export function pendingLine(draw: DrawJson, lang: Lang): Html | null {
  if (draw.pendingPrizes.length === 0) return null;
  return html`<p class="pending">${pageText(lang, 'draw.pending')} ${draw.pendingPrizes.map((p, i) => [i > 0 ? ' · ' : '', p.name])}</p>`;
}

/** The headline and the 4-, 3- and 2-digit prizes of a draw, large (cards on the home page). */
export function mainPrizes(draw: DrawJson): Html {
  const prizes = draw.prizes.filter((p) => MAIN_PRIZE_SLUGS.includes(p.slug));
  return html`<dl class="main-prizes">${prizes.map(
    (p) =>
      html`<div class="${p.slug === 'first-prize' ? 'headline' : 'prize'}" data-prize="${p.slug}"><dt>${p.name}</dt><dd class="num">${joinNumbers(p.numbers)}</dd></div>`,
  )}</dl>`;
}

/**
 * One draw with every announced prize (the lottery page): its date, status, publication time (in
 * words, "about" when the store has it only approximately), awaited prizes, and a table of
 * prize, amount per ticket and numbers.
 */
export function drawArticle(
  draw: DrawJson,
  lang: Lang,
  id: string,
  published: { readonly text: string; readonly approximate: boolean },
): Html {
  return html`<article class="draw" aria-labelledby="${id}">
<h2 id="${id}">${draw.displayName} ${statusBadge(draw, lang)}</h2>
<p class="date">${pageText(lang, published.approximate ? 'draw.published-approximate' : 'draw.published', { time: published.text })}</p>
${pendingLine(draw, lang)}
<table>
<thead><tr><th scope="col">${pageText(lang, 'draw.col-prize')}</th><th scope="col">${pageText(lang, 'draw.col-numbers')}</th></tr></thead>
<tbody>
${draw.prizes.map((p) => prizeRow(p, lang))}</tbody>
</table>
</article>
`;
}

function prizeRow(prize: PrizeJson, lang: Lang): Html {
  const list = html`<ul class="numbers num">${prize.numbers.map((n) => html`<li>${n}</li>`)}</ul>`;
  const numbers: Child =
    prize.numbers.length > FOLD_NUMBERS_OVER
      ? html`<details><summary>${pageText(lang, 'draw.all-numbers', { count: prize.numbers.length })}</summary>${list}</details>`
      : list;
  return html`<tr data-prize="${prize.slug}"><th scope="row">${prize.name}<span class="hint">${pageText(lang, 'draw.col-amount')}: ${amountText(prize.amount, lang)}</span></th><td>${numbers}</td></tr>\n`;
}

/** C4.2: the amount per ticket in baht, as the checker shows it, or the words for "no fixed amount" where the source publishes "0.00". */
export function amountText(amount: string, lang: Lang): Child {
  return hasAmount(amount)
    ? pageHtml(lang, 'checker.money', { amount: html`<span class="num">${formatAmountWith(amount, localeFormats(lang))}</span>` })
    : pageText(lang, 'draw.no-amount');
}

function joinNumbers(numbers: readonly string[]): string {
  return numbers.join(' ');
}
