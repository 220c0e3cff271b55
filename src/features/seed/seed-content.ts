// Inserts the seed content (content.ts) once, inside migration 00004's transaction (see
// src/platform/db/migrate.ts), so a fresh database and an upgraded one both start with today's site;
// the page documents (documents.ts) inside migration 00008's; the case study's film (case-study.ts)
// inside 00010's; the contact page's document inside 00013's, for a site seeded before it; the
// Motion tab's sample films (motion-films.ts) inside 00020's; the portfolio tabs' words (tabs.ts)
// inside 00027's.
// Blur placeholders are drawn from the bundled 480 files (seed-blurs.ts).
import type { Sql } from "../../platform/db/connect.ts";
import type { Seeds } from "../../platform/db/migrate.ts";
import { seedBlurs } from "./seed-blurs.ts";
import { DOCUMENTS } from "../../../client/contract/documents/registry.ts";
import { seedCards, seedPortfolioItems, seedProjects, seedStudio, type SeedImage } from "./content.ts";
import { seedDocuments, CASE_STUDY_FILM } from "./documents.ts";
import { seedMotionFilms } from "./motion-films.ts";
import { CASE_STUDY_STILLS, seedCaseStudyFilm, seedCaseStudyProject } from "./case-study.ts";
import { neutralDocuments } from "./neutral-documents.ts";
import { fillTabWords, neutralTabWords } from "./tabs.ts";
import type { Studio } from "../../../client/contract/studio.ts";

/** The site's seed steps, by migration: every entry point that opens the stores passes these in. */
export const MIGRATION_SEEDS: Seeds = {
  "00004_content.sql": seedContent,
  "00008_documents.sql": seedPageDocuments,
  "00010_project_film.sql": seedCaseStudyFilm,
  "00013_enquiries.sql": seedContactDocument,
  "00020_motion_films.sql": seedMotionFilms,
  "00027_portfolio_tabs.sql": (sql) => fillTabWords(sql, (tab) => tab),
};

/**
 * The seed steps for what a fresh install starts with (SAMPLE_CONTENT): the sample studio, or
 * none of it. Without the sample, the first migration's logos and reviews (written by its SQL) are
 * deleted in its own transaction, so no sample row is ever committed; the studio's details are
 * placeholders the first run's setup asks to replace, and the pages say only what neutralDocuments does.
 */
export function migrationSeeds(content: "sample" | "none"): Seeds {
  if (content === "sample") return MIGRATION_SEEDS;
  const neutral = neutralDocuments(NO_STUDIO);
  return {
    "00001_init.sql": async (sql) => {
      await sql`delete from logos`;
      await sql`delete from clients`; // the reviews
    },
    "00004_content.sql": async (sql) => {
      await sql`insert into site_settings (studio) values (${sql.json(NO_STUDIO)})`;
    },
    "00008_documents.sql": async (sql) => {
      await sql`insert into documents ${sql(DOCUMENTS.map((spec) => ({ key: spec.key, published: sql.json(neutral[spec.key] as never) })))}`;
    },
    "00013_enquiries.sql": async (sql) => {
      await sql`insert into documents (key, published) values ('contact', ${sql.json(neutral.contact as never)}) on conflict (key) do nothing`;
    },
    "00027_portfolio_tabs.sql": (sql) => fillTabWords(sql, (tab) => neutralTabWords(tab.label, NO_STUDIO)),
  };
}

/** The studio's details before the owner gives theirs: reserved example numbers and domains, no links to sites it may not have (portfolio, socials). */
export const NO_STUDIO: Studio = {
  name: "Studio",
  fullName: "Studio",
  phone: "+15550100000",
  phoneDisplay: "+1 555 010 0000",
  email: "hello@studio.example",
  mainSite: "",
  designPortfolio: "",
  forms: { message: "/contact", enquiry: "/contact", contact: "/contact" },
  social: { instagram: "", youtube: "", linkedin: "", facebook: "", behance: "" },
  mark: { kind: "monogram" },
  servicesInMenu: false,
};

/** The contact page's document, on a site whose documents were seeded before it existed. */
async function seedContactDocument(sql: Sql): Promise<void> {
  await sql`insert into documents (key, published) values ('contact', ${sql.json(seedDocuments.contact as never)}) on conflict (key) do nothing`;
}

/** One row per document the registry names, published as the site's words stood in code. */
async function seedPageDocuments(sql: Sql): Promise<void> {
  await sql`insert into documents ${sql(DOCUMENTS.map((spec) => ({ key: spec.key, published: sql.json(seedDocuments[spec.key] as never) })))}`;
}

async function seedContent(sql: Sql): Promise<void> {
  const images = [
    ...seedProjects.flatMap((p) => p.images),
    ...seedPortfolioItems.flatMap((item) => ("image" in item ? [item.image] : [])),
    ...seedCards.map((card) => card.image),
    CASE_STUDY_FILM.poster,
    ...CASE_STUDY_STILLS.map((key) => ({ key })),
  ];
  const blurs = await seedBlurs([...new Set(images.map((image) => image.key))]);
  const columns = (image: SeedImage) => ({
    imageKey: image.key,
    imageWidth: image.width,
    imageHeight: image.height,
    imageBlur: blurs.get(image.key) ?? "",
  });

  const positionIn = scopedPositions();
  const projects = await sql<{ id: string; slug: string }[]>`
    insert into projects ${sql(seedProjects.map((p) => ({ family: p.family, slug: p.slug, title: p.title, tagline: p.tagline, status: "published", position: positionIn(p.family) })))}
    returning id, slug`;
  const projectId = new Map(projects.map((row) => [row.slug, row.id]));

  await sql`insert into project_images ${sql(
    seedProjects.flatMap((p) =>
      p.images.map((image, i) => ({
        projectId: projectId.get(p.slug)!,
        ...columns(image),
        alt: `${p.title}, image ${i + 1} of ${p.images.length}`,
        position: i,
      })),
    ),
  )}`;

  await sql`insert into portfolio_items ${sql(
    seedPortfolioItems.map((item) =>
      "project" in item
        ? {
            tab: item.tab,
            projectId: projectId.get(item.project)!,
            imageKey: null,
            imageWidth: null,
            imageHeight: null,
            imageBlur: null,
            title: null,
            caption: null,
            position: positionIn(item.tab),
          }
        : { tab: item.tab, projectId: null, ...columns(item.image), title: item.title, caption: item.caption, position: positionIn(item.tab) },
    ),
  )}`;

  await sql`insert into service_cards ${sql(
    seedCards.map((card) => ({
      service: card.service,
      ...columns(card.image),
      title: card.title,
      caption: card.caption,
      alt: card.alt,
      live: card.live ?? null,
      watch: card.watch ?? null,
      breakdown: card.breakdown ?? null,
      position: positionIn(card.service),
    })),
  )}`;

  await seedCaseStudyProject(sql, blurs, 0);
  await sql`insert into site_settings (studio) values (${sql.json(seedStudio)})`;
}

/** 0, 1, 2, … within each scope, in the order the seed lists them. */
function scopedPositions(): (scope: string) => number {
  const next = new Map<string, number>();
  return (scope) => {
    const position = next.get(scope) ?? 0;
    next.set(scope, position + 1);
    return position;
  };
}
