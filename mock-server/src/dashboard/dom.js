// The dashboard's DOM helpers (served at /_dashboard/dom.js), shared by its scripts (dashboard.js, album.js).
// Everything is built with createElement and textContent, never innerHTML: texts come from partners' messages
// and receivers' answers.
/* global document */

/**
 * An element with attributes (`class`, `data-*`, `aria-*`, …; a `false`/null value is left out) and children (text
 * or nodes, in arrays nested as deep as need be; null, undefined and false are left out).
 */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name === 'onclick') node.addEventListener('click', value);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof globalThis.Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function badge(text) {
  return el('span', { class: `badge ${text}` }, text);
}

/** `2026-11-21T12:00:05.123Z` as `2026-11-21 12:00:05.123Z` in a <time>. */
export function time(iso) {
  if (!iso) return el('span', { class: 'hint' }, '—');
  return el('time', { datetime: iso }, iso.replace('T', ' ').replace(/(\.\d{3})?(Z|[+-]00:00)$/, (_m, ms) => `${ms ?? ''}Z`));
}

export function pre(text, label) {
  return el('pre', { 'tabindex': '0', 'aria-label': label }, text);
}
