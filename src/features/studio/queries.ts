// The studio's details: one row, written whole but for the mark, which has its own endpoint
// (checked against the contract's Studio schema by the route before it gets here). Every save
// that changes them keeps a revision (subject "studio"), whose number is the details' version: a
// save made from an older one is refused.
import { MONOGRAM, type Mark } from "../../../client/contract/mark.ts";
import { STUDIO_MESSAGES, Studio } from "../../../client/contract/studio.ts";
import type { FieldChange } from "../../../client/contract/revisions.ts";
import type { TransactionSql } from "postgres";
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

/** The details a save writes: the mark is kept as it is (it changes only through setMark). */
export type StudioDetails = Omit<Studio, "mark">;

/** `alsoDo`: more work in the save's transaction, given the saved details (the first run's start); its answer comes back as `also`. */
export function saveStudio<Also = null>(
  sql: Sql,
  details: StudioDetails,
  { author, version, summary, keep, alsoDo }: StudioSave & { alsoDo?: (tx: TransactionSql, studio: Studio) => Promise<Also> },
): Promise<SavedStudio & { also: Also | null }> {
  return sql.begin(async (tx) => {
    // Locked first, so the version read is the one the write replaces.
    const [current] = await tx<{ studio: Studio }[]>`select studio from site_settings for update`;
    const before = current?.studio ?? seedStudio;
    const latest = await studioVersion(tx);
    if (version !== undefined && version !== latest) failWith(409, STUDIO_MESSAGES.conflict, { studio: before, version: latest });
    const studio: Studio = { ...details, mark: before.mark };
    const [row] = await tx<{ studio: Studio }[]>`
      insert into site_settings (studio) values (${tx.json(studio)})
      on conflict (id) do update set studio = excluded.studio, updated_at = now()
      returning studio`;
    // Revisions leave the mark out: the image of an earlier one is removed once replaced.
    const unmarked = (kept: Studio): Studio => ({ ...kept, mark: MONOGRAM });
    const revision = await recordRevision(tx, {
      subject: STUDIO_SUBJECT,
      before: unmarked(before),
      content: unmarked(row!.studio),
      author,
      schema: Studio,
      summary,
      keep,
    });
    const also = alsoDo ? await alsoDo(tx, row!.studio) : null;
    return { studio: row!.studio, version: revision?.number ?? latest, changes: revision?.changes ?? [], also };
  });
}

/** Replaces the mark alone (no revision: the image it names is removed once replaced); answers the one it replaced. */
export function setMark(sql: Sql, mark: Mark): Promise<Mark> {
  return sql.begin(async (tx) => {
    const [current] = await tx<{ studio: Studio }[]>`select studio from site_settings for update`;
    const before = current?.studio ?? seedStudio;
    await tx`
      insert into site_settings (studio) values (${tx.json({ ...before, mark })})
      on conflict (id) do update set studio = jsonb_set(site_settings.studio, '{mark}', ${tx.json(mark)}), updated_at = now()`;
    return before.mark;
  });
}

/** The mark's image in the bucket, for the sweep to spare and a restore to find. */
export async function markMediaKeys(sql: Queries): Promise<string[]> {
  const rows = await sql<{ key: string }[]>`select studio #>> '{mark,key}' as key from site_settings where studio #>> '{mark,key}' is not null`;
  return rows.map((row) => row.key);
}
