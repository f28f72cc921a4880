/** Text made safe for XML 1.0 content and attribute values, for the JUnit reports. */
import { escapeControls } from '../../mock-server/src/escape-controls.js';

/**
 * XML 1.0 has no place for most control characters, and a report is read in terminals too: each is shown escaped
 * (`\x1b`, issue #29), the line breaks between a report's own lines kept.
 */
export function escapeXml(text: string): string {
  return text.split('\n').map(escapeControls).join('\n')
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
