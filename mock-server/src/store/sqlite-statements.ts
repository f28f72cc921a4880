/**
 * Every statement the SQLite store runs, prepared once when the store opens. Lists read the
 * implicit rowid, the order of first save (see migrations.ts), and each filter has an index.
 */
export const SQL = {
  listPartners: 'SELECT doc FROM partners ORDER BY rowid',
  getPartner: 'SELECT doc FROM partners WHERE id = ?',
  // An upsert, not INSERT OR REPLACE: REPLACE deletes the row and inserts a new rowid, which would move
  // the record to the end of every list.
  savePartner: `INSERT INTO partners (id, doc, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, updated_at = excluded.updated_at`,

  saveIngest: `INSERT INTO ingests (ingest_id, partner_id, status, received_at, doc) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (ingest_id) DO UPDATE SET partner_id = excluded.partner_id, status = excluded.status,
      received_at = excluded.received_at, doc = excluded.doc`,
  getIngest: 'SELECT doc FROM ingests WHERE ingest_id = ?',
  listIngests: 'SELECT doc FROM ingests ORDER BY rowid DESC LIMIT ?',
  listIngestsOfPartner: 'SELECT doc FROM ingests WHERE partner_id = ? ORDER BY rowid DESC LIMIT ?',
  listIngestsWithStatus: 'SELECT doc FROM ingests WHERE status = ? ORDER BY rowid DESC LIMIT ?',
  listIngestsOfPartnerWithStatus:
    'SELECT doc FROM ingests WHERE partner_id = ? AND status = ? ORDER BY rowid DESC LIMIT ?',
  listProcessingIngests: 'SELECT doc FROM ingests WHERE status = \'processing\' ORDER BY rowid',

  // One statement, so the increment is atomic even with a second process on the same file.
  nextSequence: `INSERT INTO sequences (name, value) VALUES (?, 1)
    ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value`,

  deleteIngests: 'DELETE FROM ingests',
  deletePartners: 'DELETE FROM partners',
} as const;

export type StatementName = keyof typeof SQL;
