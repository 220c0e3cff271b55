// "Start empty": in one transaction, every sample record goes to the trash as one batch, and every
// page document's words, and the portfolio tabs' headings and intros, become the plain ones built
// from the studio's name (each document kept as a revision). The batch keeps the documents and
// the tabs' words as they were, so restoring it (the Undo, or the trash's Restore) brings back the
// records and the pages' words together.
import type { TransactionSql } from "postgres";
import { DOCUMENTS, findDocument } from "../../../client/contract/documents/registry.ts";
import { SETUP_MESSAGES } from "../../../client/contract/setup.ts";
import type { TrashedRef } from "../../../client/contract/safety.ts";
import type { Studio } from "../../../client/contract/studio.ts";
import { hasSample, trashSample } from "../../platform/collections/batches.ts";
import type { Collections } from "../../platform/collections/collection.ts";
import { replaceDocument } from "../pages/writes.ts";
import { neutralDocuments } from "../seed/neutral-documents.ts";
import { neutralTabWords } from "../seed/tabs.ts";

type Saved = Record<string, { published: unknown; draft: unknown }>;
type Author = { author: string; keep: number };

type TabWords = { id: string; heading: string; intro: string };

/** The words and media each page had, and each tab's words, for the undo. */
type Undo = { documents: Saved; tabs?: TabWords[] };

/**
 * The batch in the trash, or null where no sample was left to trash (SAMPLE_CONTENT=none, or all of
 * it deleted since): the pages still get plain words with the studio's name, each kept as a
 * revision, and an empty entry in the trash would restore only the words of a studio's placeholder name.
 */
export async function startEmpty(tx: TransactionSql, collections: Collections, studio: Studio, who: Author): Promise<TrashedRef | null> {
  const sample = await hasSample(tx, collections);
  const neutral = neutralDocuments(studio);
  const before: Saved = {};
  for (const spec of DOCUMENTS) {
    before[spec.key] = await replaceDocument(
      tx,
      spec,
      { published: neutral[spec.key], draft: null },
      { ...who, summary: "Started empty: plain words in place of the sample" },
    );
  }
  const tabs = await tx<(TabWords & { label: string })[]>`select id, label, heading, intro from portfolio_tabs where deleted_at is null`;
  for (const tab of tabs) {
    const plain = neutralTabWords(tab.label, studio);
    await tx`update portfolio_tabs set heading = ${plain.heading}, intro = ${plain.intro}, updated_at = now() where id = ${tab.id}`;
  }
  if (!sample) return null;
  const undo: Undo = { documents: before, tabs: tabs.map(({ id, heading, intro }) => ({ id, heading, intro })) };
  return trashSample(tx, collections, { title: SETUP_MESSAGES.batch, undo });
}

/** The batch's undo: every page and tab back as it was before the site started empty. */
export function undoStartEmpty(keep: number) {
  return async (tx: TransactionSql, undo: unknown, author: string): Promise<void> => {
    const who = { author, keep };
    const batch = undo as Partial<Undo> | null;
    const documents = batch?.documents ?? {};
    for (const [key, saved] of Object.entries(documents)) {
      const spec = findDocument(key);
      if (spec) await replaceDocument(tx, spec, saved, { ...who, summary: "Restored with the sample studio" });
    }
    for (const tab of batch?.tabs ?? []) {
      await tx`update portfolio_tabs set heading = ${tab.heading}, intro = ${tab.intro}, updated_at = now() where id = ${tab.id}`;
    }
  };
}
