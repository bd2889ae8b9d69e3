/** A few DOM helpers for the site's scripts: elements built with text only, never parsed HTML. */

type Attrs = Readonly<Record<string, string>>;
type Content = Node | string | null | undefined | false;

/** `<tag attrs>children</tag>`; strings become text nodes, so no value can inject markup. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: readonly Content[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}
