// The studio's details: one row, written whole (checked against the contract's Studio schema
// by the route before it gets here). Every save that changes them keeps a revision (subject
// "studio"), whose number is the details' version: a save made from an older one is refused.
import { STUDIO_MESSAGES, Studio } from "../../../client/contract/studio.ts";
import type { FieldChange } from "../../../client/contract/revisions.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import { failWith } from "../../platform/http/errors.ts";
import { latestNumber, recordRevision } from "../../platform/revisions/queries.ts";
import { seedStudio } from "../seed/content.ts";

const STUDIO_SUBJECT = "studio";

/** The saved details; the seed's example values if the row is missing (never after migration 00004). */
export async function getStudio(sql: Queries): Promise<Studio> {
  const [row] = await sql<{ studio: Studio }[]>`select studio from site_settings`;
  return row?.studio ?? seedStudio;
}

/** The details' version: their latest revision's number, 0 before the first save. */
export const studioVersion = (sql: Queries) => latestNumber(sql, STUDIO_SUBJECT);

export type StudioSave = {
  author: string;
  /** The version the form loaded; none: saved whatever it is now. */
  version?: number;
  /** The revision's summary instead of "Changed …" (a revert's). */
  summary?: string;
  /** How many newest revisions are kept (REVISIONS_KEEP). */
  keep: number;
};

export type SavedStudio = { studio: Studio; version: number; changes: FieldChange[] };

export function saveStudio(sql: Sql, studio: Studio, { author, version, summary, keep }: StudioSave): Promise<SavedStudio> {
  return sql.begin(async (tx) => {
    // Locked first, so the version read is the one the write replaces.
    const [current] = await tx<{ studio: Studio }[]>`select studio from site_settings for update`;
    const before = current?.studio ?? seedStudio;
    const latest = await studioVersion(tx);
    if (version !== undefined && version !== latest) failWith(409, STUDIO_MESSAGES.conflict, { studio: before, version: latest });
    const [row] = await tx<{ studio: Studio }[]>`
      insert into site_settings (studio) values (${tx.json(studio)})
      on conflict (id) do update set studio = excluded.studio, updated_at = now()
      returning studio`;
    const revision = await recordRevision(tx, { subject: STUDIO_SUBJECT, before, content: row!.studio, author, schema: Studio, summary, keep });
    return { studio: row!.studio, version: revision?.number ?? latest, changes: revision?.changes ?? [] };
  });
}
