/**
 * A minimal XML writer: elements with attributes and either text or children, rendered with an XML
 * declaration. Used by the ERN writer (ern/write/); nothing here knows ERN.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  /** Text content, or child elements (none for an empty element). */
  content: string | XmlElement[];
}

/** `<name>text</name>` or `<name>children…</name>`. */
export function el(name: string, content: string | XmlElement[] = [], attributes: Record<string, string> = {}): XmlElement {
  return { name, attributes, content };
}

/**
 * How a document is laid out. `indented`: every element with children on lines of its own, two spaces a
 * level. `compact`: no indentation, and line breaks only inside the elements `breaksInside` names, so a
 * message of 200,000 resources can be one resource a line.
 */
export type XmlLayout = { kind: 'indented' } | { kind: 'compact'; breaksInside: ReadonlySet<string> };

/** The document with an XML declaration, ending with a newline. */
export function renderDocument(root: XmlElement, layout: XmlLayout = { kind: 'indented' }): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  render(root, '', layout, parts);
  parts.push('\n');
  return parts.join('');
}

// Parts are collected in one array and joined once: a message of 200,000 resources is some 50 MB.
function render(element: XmlElement, indent: string, layout: XmlLayout, parts: string[]): void {
  parts.push(indent, '<', element.name);
  for (const [name, value] of Object.entries(element.attributes)) parts.push(' ', name, '="', escapeXml(value), '"');
  const { content } = element;
  if (typeof content === 'string') {
    parts.push('>', escapeXml(content), '</', element.name, '>');
    return;
  }
  if (content.length === 0) {
    parts.push('/>');
    return;
  }
  parts.push('>');
  const breaks = layout.kind === 'indented' || layout.breaksInside.has(element.name);
  const childIndent = layout.kind === 'indented' ? `${indent}  ` : '';
  for (const child of content) {
    if (breaks) parts.push('\n');
    render(child, breaks ? childIndent : '', layout, parts);
  }
  parts.push(breaks ? `\n${indent}` : '', '</', element.name, '>');
}

/** Escapes text for element content and double-quoted attribute values (`&` in pre-signed URLs). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
}
