/** Text for a Markdown summary's table cell, the same in the suite's, the receiver check's and the live reports. */
import { escapeControls } from '../../mock-server/src/escape-controls.js';

/** On one line (line breaks as spaces), `|` escaped, and what the service or a receiver sent shown escaped (issue #29). */
export function markdownCell(text: string): string {
  return escapeControls(text.replace(/\r?\n/g, ' ')).replace(/\|/g, '\\|');
}
