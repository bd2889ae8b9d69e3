import { BAR_ATTRIBUTE } from '../lib/page-contract.ts';

/**
 * Tooltips for the statistics page's charts (issue 6). Each bar of the pre-rendered SVG carries its
 * text in a `<title>`, which browsers already show on hover; this replaces that with a tooltip that
 * appears at once, follows the pointer and also works with a tap on a phone.
 */
function start(): void {
  const bars = document.querySelectorAll<SVGElement>(`svg.chart [${BAR_ATTRIBUTE}]`);
  if (bars.length === 0) return;
  for (const bar of bars) {
    const title = bar.querySelector('title');
    if (!title) continue;
    bar.dataset['tip'] = title.textContent ?? '';
    title.remove();
  }
  const tip = document.createElement('div');
  tip.className = 'chart-tip';
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  document.body.append(tip);
  let active: SVGElement | null = null;

  const show = (bar: SVGElement, x: number, y: number): void => {
    if (active !== bar) {
      active?.classList.remove('active');
      active = bar;
      bar.classList.add('active');
      tip.textContent = bar.dataset['tip'] ?? '';
      tip.hidden = false;
    }
    const width = document.documentElement.clientWidth;
    const left = Math.max(4, Math.min(x + 12, window.scrollX + width - tip.offsetWidth - 4));
    tip.style.left = `${left}px`;
    tip.style.top = `${Math.max(4, y - tip.offsetHeight - 10)}px`;
  };
  const hide = (): void => {
    active?.classList.remove('active');
    active = null;
    tip.hidden = true;
  };
  const barAt = (target: EventTarget | null): SVGElement | null =>
    target instanceof Element ? target.closest<SVGElement>('svg.chart [data-tip]') : null;

  document.addEventListener('pointermove', (event) => {
    const bar = barAt(event.target);
    if (bar) show(bar, event.pageX, event.pageY);
    else if (event.pointerType === 'mouse') hide();
  });
  document.addEventListener('pointerdown', (event) => {
    const bar = barAt(event.target);
    if (bar) show(bar, event.pageX, event.pageY);
    else hide();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hide();
  });
}

start();
