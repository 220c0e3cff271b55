// Where the pages' words still name the studio by an earlier name, and those names replaced by
// the ones it has now (client/contract/studio-names.ts): every page document, what visitors see
// and a waiting draft alike (a revision keeps each page's words as they were, so its history
// can put them back), and each portfolio tab's heading and intro. Every place is checked before
// any is written: a page whose words would be over a limit with a longer name is named, and
// nothing changes.
import { Type as t, type TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { describeError } from "../../../client/contract/describe-error.ts";
import { TabCreate } from "../../../client/contract/portfolio-tabs.ts";
import { STUDIO_NAME_MESSAGES, type EarlierNames, type NameMention } from "../../../client/contract/studio-names.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import { fail } from "../../platform/http/errors.ts";
import { rewriteDocument } from "../pages/writes.ts";
import { listTabs } from "../portfolio/tabs.ts";
import { listDocumentSpecs } from "../services/documents.ts";
import { countNames, renaming, withNewNames, type Renaming } from "./name-words.ts";
import { getStudio } from "./queries.ts";

const TabWords = t.Object({ heading: TabCreate.properties.heading, intro: TabCreate.properties.intro });

type Place = NameMention & {
  /** Refuses (400, naming the place) when the new names would take its words over a limit. */
  check(): void;
  write(): Promise<number>;
};

/** Nothing is written when only counting: no author is needed. */
const COUNTING = { author: "", keep: 0 };

/** The earlier names to the studio's names now, the full name first; null when they are the same. */
export async function renamingFrom(sql: Queries, earlier: EarlierNames): Promise<Renaming | null> {
  const now = await getStudio(sql);
  return renaming([
    { from: earlier.fullName, to: now.fullName },
    { from: earlier.name, to: now.name },
  ]);
}

/** Every place whose words hold an earlier name, in the admin's order of pages, then the tabs. */
async function placesNaming(sql: Sql, names: Renaming, editor: { author: string; keep: number }): Promise<Place[]> {
  const rows = await sql<{ key: string; published: unknown; draft: unknown }[]>`select key, published, draft from documents`;
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const summary = `Put the studio's name now in place of ${[...names.to.keys()].map((name) => `“${name}”`).join(" and ")}`;
  const pages = (await listDocumentSpecs(sql)).flatMap((spec): Place[] => {
    const row = byKey.get(spec.key);
    // A draft often repeats what visitors see: a page counts the larger of the two.
    const count = row ? Math.max(countNames(row.published, names), countNames(row.draft, names)) : 0;
    if (count === 0) return [];
    // A waiting draft is held to the same limits (it would be refused when published), unless it
    // already was outside them: saved under an older schema, it is the owner's to mend.
    const check = () => {
      refuseOver(spec.schema, withNewNames(row!.published, names).value, spec.label);
      if (Value.Check(spec.schema, row!.draft)) refuseOver(spec.schema, withNewNames(row!.draft, names).value, spec.label);
    };
    const rewrite = (content: unknown) => {
      const changed = withNewNames(content, names);
      return changed.replaced > 0 ? changed.value : null;
    };
    const write = async () => ((await rewriteDocument(sql, spec, rewrite, { ...editor, summary })) ? count : 0);
    return [{ kind: "page", label: spec.label, path: spec.path, count, check, write }];
  });
  const tabs = (await listTabs(sql)).flatMap((tab): Place[] => {
    const words = { heading: tab.heading, intro: tab.intro };
    const count = countNames(words, names);
    if (count === 0) return [];
    const renamed = withNewNames(words, names).value as typeof words;
    const label = `Portfolio tab: ${tab.label}`;
    const check = () => refuseOver(TabWords, renamed, label);
    const write = async () => {
      // Only over the words it read: an edit made meanwhile is kept.
      const rows = await sql`
        update portfolio_tabs set heading = ${renamed.heading}, intro = ${renamed.intro}, updated_at = now()
        where id = ${tab._id} and heading = ${tab.heading} and intro = ${tab.intro} and deleted_at is null returning id`;
      return rows.length > 0 ? count : 0;
    };
    return [{ kind: "tab", label, path: `/portfolio?tab=${tab.slug}`, count, check, write }];
  });
  return [...pages, ...tabs];
}

function refuseOver(schema: TSchema, words: unknown, place: string): void {
  if (Value.Check(schema, words)) return;
  const problem = Value.Errors(schema, words).First();
  fail(400, STUDIO_NAME_MESSAGES.tooLong(place, problem ? describeError(problem) : "a text would be too long"));
}

/** Where the earlier names still stand, and how often. */
export async function earlierNameMentions(sql: Sql, names: Renaming | null): Promise<NameMention[]> {
  if (!names) return [];
  return (await placesNaming(sql, names, COUNTING)).map(({ kind, label, path, count }) => ({ kind, label, path, count }));
}

/** The new names written in every place that held an earlier one: how many places and mentions changed. */
export async function replaceEarlierNames(sql: Sql, names: Renaming | null, editor: { author: string; keep: number }) {
  if (!names) fail(400, STUDIO_NAME_MESSAGES.sameNames);
  const found = await placesNaming(sql, names, editor);
  for (const place of found) place.check();
  let places = 0;
  let replaced = 0;
  for (const place of found) {
    const count = await place.write();
    if (count > 0) [places, replaced] = [places + 1, replaced + count];
  }
  return { places, replaced };
}
