// What a restore checks the restored content against before it commits (src/platform/backup/content-check.ts):
// every managed list, from its declaration (src/collections.ts), and the settings that are no
// list and the page documents, read by the same query the API answers with and checked against
// the contract's schema; and the media keys held inside documents, projects' and the Motion tab's films, page drafts, and revisions.
import { PlaylistBody } from "../client/contract/films.ts";
import { Studio } from "../client/contract/studio.ts";
import { contentCheck, type RestoreChecks } from "./platform/backup/content-check.ts";
import { collections } from "./collections.ts";
import { readSavedPlaylist } from "./features/videos/playlist-settings.ts";
import { filmVideoKeys } from "./features/videos/films.ts";
import { getStudio, markMediaKeys } from "./features/studio/queries.ts";
import { DOCUMENTS } from "../client/contract/documents/registry.ts";
import { documentMediaKeys, getPage } from "./features/pages/queries.ts";
import type { HeldKeys } from "./platform/media/sweep.ts";
import type { HeldSizes } from "./platform/media/set-sizes.ts";
import { revisionMediaKeys } from "./platform/revisions/queries.ts";
import { filmMediaKeys } from "./features/projects/queries.ts";
import { projectDraftMediaKeys, projectDrafts } from "./features/projects/page-draft.ts";
import { ProjectPageContent } from "../client/contract/project-page.ts";

/** The content a restore checks besides the managed lists. */
export const settingChecks = [
  contentCheck({
    label: "Motion tab's playlist",
    read: async (tx) => [{ playlistId: (await readSavedPlaylist(tx)).playlistId ?? "" }],
    schema: PlaylistBody,
  }),
  contentCheck({ label: "studio details", read: async (tx) => [await getStudio(tx)], schema: Studio }),
  // Each page document, published and draft, against its own schema: a page renders what it holds.
  ...DOCUMENTS.map((spec) =>
    contentCheck({
      label: spec.label.toLowerCase(),
      read: async (tx) => {
        const page = await getPage(tx, spec.key);
        return page ? [page.published, ...(page.draft === null ? [] : [page.draft])] : [];
      },
      schema: spec.schema,
      kept: true,
    }),
  ),
  // A project's page draft renders in edit mode and becomes the project's page when published.
  contentCheck({ label: "projects' page drafts", read: projectDrafts, schema: ProjectPageContent }),
];

/** The media keys held inside JSON (page documents, published and draft, projects' and the Motion tab's films, page drafts, every revision, the studio's mark), which the sweep must spare and a restore must find. */
export const heldMediaKeys: HeldKeys[] = [
  { holder: "documents", keys: documentMediaKeys },
  { holder: "projects", keys: filmMediaKeys },
  { holder: "motion_films", keys: filmVideoKeys },
  { holder: "projects' page drafts", keys: projectDraftMediaKeys },
  { holder: "revisions", keys: revisionMediaKeys },
  { holder: "the studio's mark", keys: markMediaKeys },
];

/** The JSON that holds images' sizes besides the lists' columns, kept at their stored sets' as those grow (revisions keep what they held). */
export const heldMediaSizes: HeldSizes[] = [
  { table: "documents", column: "published", id: "key", tags: ["pages"] },
  { table: "documents", column: "draft", id: "key", tags: ["pages"] },
  { table: "projects", column: "film", id: "id", tags: ["projects"] },
  { table: "projects", column: "draft", id: "id", tags: ["projects"] },
];

export const restoreChecks: RestoreChecks = { collections, checks: settingChecks, held: heldMediaKeys };
