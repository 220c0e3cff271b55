import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MIGRATION_SEEDS } from "../src/features/seed/seed-content.ts";
import { CASE_STUDY_STILLS } from "../src/features/seed/case-study.ts";
import { SLIDE_ALTS, seedDocuments } from "../src/features/seed/documents.ts";
import { ensureAdmin } from "../src/platform/auth/accounts.ts";
import { migrate, MIGRATIONS_DIR } from "../src/platform/db/migrate.ts";
import { withEarlierMigrations, withEmptyDatabase } from "./support/empty-database.ts";
import { openTestStores, type TestStores } from "./support/stores.ts";

let stores: TestStores;
beforeAll(async () => {
  stores = await openTestStores();
}, 180_000);
afterAll(() => stores.cleanup());

describe("migrations", () => {
  test("the first migration creates the tables and seeds 16 logos and 10 reviews", async () => {
    const [logos] = await stores.sql`select count(*)::int as n from logos`;
    const [clients] = await stores.sql`select count(*)::int as n from clients`;
    const applied = await stores.sql`select name from schema_migrations`;
    expect(logos!.n).toBe(16);
    expect(clients!.n).toBe(10);
    expect(applied.map((r) => r.name)).toContain("00001_init.sql");
  });

  test("running again applies nothing and seeds nothing twice", async () => {
    expect(await migrate(stores.sql, { seeds: MIGRATION_SEEDS })).toEqual([]);
    const [logos] = await stores.sql`select count(*)::int as n from logos`;
    expect(logos!.n).toBe(16);
  });

  test("two instances migrating at once apply each file exactly once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "migrations-"));
    writeFileSync(join(dir, "00001_a.sql"), "create table race_a (id int); select pg_sleep(0.2);");
    writeFileSync(join(dir, "00002_b.sql"), "create table race_b (id int);");
    await stores.sql`delete from schema_migrations where name like '0000%\\_a.sql' or name like '0000%\\_b.sql'`;
    const results = await Promise.all([migrate(stores.sql, { dir, seeds: {} }), migrate(stores.sql, { dir, seeds: {} })]);
    expect(results.flat().sort()).toEqual(["00001_a.sql", "00002_b.sql"]);
  });

  test("a failing migration is rolled back whole and not recorded", async () => {
    const dir = mkdtempSync(join(tmpdir(), "migrations-"));
    writeFileSync(join(dir, "00001_bad.sql"), "create table half_done (id int); select * from no_such_table;");
    await expect(migrate(stores.sql, { dir, seeds: {} })).rejects.toThrow(/migration 00001_bad.sql failed/);
    const [table] = await stores.sql`select to_regclass('half_done') as t`;
    expect(table!.t).toBeNull();
    const recorded = await stores.sql`select 1 from schema_migrations where name = '00001_bad.sql'`;
    expect(recorded.length).toBe(0);
  });
});

describe("a lost migration record", () => {
  test("every table emptied, schema_migrations and admins included (an old restore's damage), does not wedge the next start", async () => {
    await withEmptyDatabase(async (sql) => {
      await migrate(sql, { seeds: MIGRATION_SEEDS });
      const names = (await sql<{ name: string }[]>`select name from schema_migrations order by name`).map((row) => row.name);
      const tables = await sql<{ name: string }[]>`select tablename as name from pg_tables where schemaname = current_schema()`;
      await sql`truncate ${sql(tables.map((table) => table.name))}`;
      // Nothing is applied again but migrations that change rows and make no object, after the last
      // one that makes any (db/lost-record.ts): over emptied tables they change nothing.
      const again = await migrate(sql, { seeds: MIGRATION_SEEDS });
      const makesObjects = (name: string) => /\b(create|alter)\s/i.test(readFileSync(join(MIGRATIONS_DIR, name), "utf8"));
      const lastMaker = names.filter(makesObjects).at(-1)!;
      expect(again).toEqual(names.filter((name) => name > lastMaker));
      expect((await sql<{ name: string }[]>`select name from schema_migrations order by name`).map((row) => row.name)).toEqual(names);
      // The schema is whole: an account can be made again (what reset-password does).
      await ensureAdmin(sql, { username: "owner", password: "a new password" });
      expect((await sql`select username from admins`).map((row) => row.username)).toEqual(["owner"]);
      // A migration that fails for another reason still fails.
      const dir = mkdtempSync(join(tmpdir(), "migrations-"));
      writeFileSync(join(dir, "00001_bad.sql"), "select * from no_such_table;");
      await expect(migrate(sql, { dir, seeds: {} })).rejects.toThrow(/migration 00001_bad.sql failed/);
    });
  }, 180_000);
  test("a lost record over half of a migration's objects is not taken as applied: the start stops and names it", async () => {
    await withEmptyDatabase(async (sql) => {
      const dir = mkdtempSync(join(tmpdir(), "migrations-"));
      writeFileSync(join(dir, "00001_pair.sql"), "create table pair_a (id int); create table pair_b (id int);");
      writeFileSync(join(dir, "00002_more.sql"), "alter table pair_a add column name text;");
      // As a lost record with half the first migration's work in place would leave it.
      await sql`create table pair_a (id int)`;
      await expect(migrate(sql, { dir, seeds: {} })).rejects.toThrow(/migration 00001_pair.sql failed: .*already exists/);
      expect((await sql`select to_regclass('pair_b') as t`)[0]!.t).toBeNull();
      // With both of its tables there, the first is found applied, and the second runs.
      await sql`create table pair_b (id int)`;
      await sql`delete from schema_migrations`;
      expect(await migrate(sql, { dir, seeds: {} })).toEqual(["00002_more.sql"]);
      expect((await sql`select name from schema_migrations order by name`).map((row) => row.name)).toEqual(["00001_pair.sql", "00002_more.sql"]);
      expect((await sql`select to_regnamespace('migration_probe') as s`)[0]!.s).toBeNull();
    });
  }, 180_000);
});

describe("migration 00004: the studio's content", () => {
  test("a fresh database shows today's site: 30 published projects, the tab items, 12 cards and the studio", async () => {
    const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
    expect(await count(stores.sql`select count(*)::int as n from projects where status = 'published'`)).toBe(30);
    // Four galleries' stills, and the case study's two (not its film's poster frame, which the film shows).
    expect(await count(stores.sql`select count(*)::int as n from project_images`)).toBe(6 * 4 + 9 * 4 + 8 * 5 + 6 * 4 + 2);
    const caseStudy = await stores.sql<{ imageKey: string }[]>`
      select i.image_key from project_images i join projects p on p.id = i.project_id where p.slug = 'northwind-audio' order by i.position`;
    expect(caseStudy.map((row) => row.imageKey)).toEqual(CASE_STUDY_STILLS);
    expect(await count(stores.sql`select count(*)::int as n from portfolio_items`)).toBe(12 + 9 + 6 + 3 + 8 + 6);
    expect(await count(stores.sql`select count(*)::int as n from service_cards`)).toBe(12);
    const [settings] = await stores.sql`select studio from site_settings`;
    expect(settings!.studio.phone).toBe("+919876543210");
    const [image] = await stores.sql`select image_blur from project_images order by created_at limit 1`;
    expect(image!.imageBlur).toStartWith("data:image/webp;base64,");
  });

  test("a database at 00002 holding an owner's extra logo upgrades without losing logos or reviews", async () => {
    await withEmptyDatabase(async (sql) => {
      const upToTwo = mkdtempSync(join(tmpdir(), "migrations-"));
      for (const name of ["00001_init.sql", "00002_login_failures.sql"]) copyFileSync(join(MIGRATIONS_DIR, name), join(upToTwo, name));
      await migrate(sql, { dir: upToTwo, seeds: MIGRATION_SEEDS });
      await sql`insert into logos (name, image_key) values ('Owner Added', 'logos/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.webp')`;
      const applied = await migrate(sql, { seeds: MIGRATION_SEEDS });
      expect(applied).toContain("00004_content.sql");
      const logos = await sql<{ name: string }[]>`select name from logos`;
      expect(logos.length).toBe(17);
      expect(logos.map((logo) => logo.name)).toContain("Owner Added");
      expect((await sql`select count(*)::int as n from clients`)[0]!.n).toBe(10);
      expect((await sql`select count(*)::int as n from projects`)[0]!.n).toBe(30);
      rmSync(upToTwo, { recursive: true, force: true });
    });
  }, 180_000);
});

describe("migration 00010: projects' films", () => {
  test("a fresh site's case study is a project with its film; a site upgraded from 00009 gains no project and no film", async () => {
    const [seeded] = await stores.sql`select film from projects where family = 'animation' and slug = 'northwind-audio' and status = 'published'`;
    expect(seeded!.film).toMatchObject({ key: "/video/case-study.mp4", type: "video/mp4", poster: { key: "/images/case-study" } });
    await withEmptyDatabase(async (sql) => {
      await withEarlierMigrations(9, (upToNine) => migrate(sql, { dir: upToNine, seeds: MIGRATION_SEEDS }));
      // A site made before the case study had a project of its own: the owner's work only.
      await sql`delete from projects where slug = 'northwind-audio'`;
      await sql`insert into projects (family, slug, title, tagline, position) values ('animation', 'northwind-audio', 'Owner Film', 'Theirs', 0)`;
      // 00010 and every migration after it, however many later ones there are.
      const after9 = readdirSync(MIGRATIONS_DIR)
        .filter((name) => name.endsWith(".sql") && name > "00010")
        .sort();
      expect(after9[0]).toBe("00010_project_film.sql");
      expect(await migrate(sql, { seeds: MIGRATION_SEEDS })).toEqual(after9);
      const films = await sql<
        { title: string; film: unknown }[]
      >`select title, film from projects where film is not null or slug = 'northwind-audio'`;
      expect([...films]).toEqual([{ title: "Owner Film", film: null }]);
    });
  }, 180_000);
});

describe("migration 00016: one hero video for every screen", () => {
  test("the sample's phone video becomes the sample hero's rendition; beside a replaced hero it goes; an owner's own stays", async () => {
    const sample = seedDocuments.home.hero.video.desktop!;
    const { phone: _, ...sampleWithout } = sample;
    // The phone video's slot as the seed filled it before: a video of its own.
    const samplePhone = { ...sampleWithout, key: "/video/hero-mobile.mp4", width: 720, height: 1280 };
    const replaced = { ...sampleWithout, key: "videos/01a21c18-2c25-7344-8031-fa4671875f9d.mp4" };
    const owners = { ...sampleWithout, key: "videos/01a21c18-2c25-7344-8031-fa4671875f9e.mp4", width: 720, height: 1280 };
    await withEmptyDatabase(async (sql) => {
      const before = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith(".sql") && name < "00016").length;
      await withEarlierMigrations(before, (earlier) => migrate(sql, { dir: earlier, seeds: MIGRATION_SEEDS }));
      // As an earlier version left it: the sample's two videos published, a replaced hero in the draft.
      await sql`update documents set published = jsonb_set(published, '{hero,video}', ${sql.json({ desktop: sampleWithout, mobile: samplePhone })}),
        draft = jsonb_set(published, '{hero,video}', ${sql.json({ desktop: replaced, mobile: samplePhone })}) where key = 'home'`;
      expect(await migrate(sql, { seeds: MIGRATION_SEEDS })).toContain("00016_hero_phone_video.sql");
      const [home] = await sql<
        { published: { hero: { video: unknown } }; draft: { hero: { video: unknown } } }[]
      >`select published, draft from documents where key = 'home'`;
      expect(home!.published.hero.video).toEqual({ desktop: sample, mobile: null });
      expect(home!.draft.hero.video).toEqual({ desktop: replaced, mobile: null });

      await sql`update documents set draft = jsonb_set(published, '{hero,video}', ${sql.json({ desktop: replaced, mobile: owners })}) where key = 'home'`;
      await sql`delete from schema_migrations where name = '00016_hero_phone_video.sql'`;
      await migrate(sql, { seeds: MIGRATION_SEEDS });
      const [again] = await sql<{ draft: { hero: { video: unknown } } }[]>`select draft from documents where key = 'home'`;
      expect(again!.draft.hero.video).toEqual({ desktop: replaced, mobile: owners });
    });
  }, 180_000);
});

describe("migration 00017: the sample slides described", () => {
  test("a slide still showing the sample with its placeholder gets its description; one the owner changed keeps its own", async () => {
    type Slide = { image: { key: string }; alt: string; link?: string };
    const placeholders = (slides: Slide[], track: string) =>
      slides.map(({ link: _, ...slide }, i) => ({ ...slide, alt: `Work sample ${track}${i + 1} of 19` }));
    const first = placeholders(seedDocuments.home.sliders.first, "A");
    const second = placeholders(seedDocuments.home.sliders.second, "B");
    // The owner's own words on the first sample slide, and a new image in the second slot with the old placeholder kept.
    const owned = [
      { ...first[0]!, alt: "Our neon poster" },
      { ...first[1]!, image: { ...first[1]!.image, key: "images/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b" } },
      ...first.slice(2),
    ];
    await withEmptyDatabase(async (sql) => {
      const before = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith(".sql") && name < "00017").length;
      await withEarlierMigrations(before, (earlier) => migrate(sql, { dir: earlier, seeds: MIGRATION_SEEDS }));
      await sql`update documents set published = jsonb_set(published, '{sliders}', ${sql.json({ ...seedDocuments.home.sliders, first, second })}),
        draft = jsonb_set(published, '{sliders}', ${sql.json({ ...seedDocuments.home.sliders, first: owned, second: [] })}) where key = 'home'`;
      expect(await migrate(sql, { seeds: MIGRATION_SEEDS })).toContain("00017_slide_descriptions.sql");
      const [home] = await sql<
        { published: { sliders: Record<"first" | "second", Slide[]> }; draft: { sliders: Record<"first" | "second", Slide[]> } }[]
      >`
        select published, draft from documents where key = 'home'`;
      expect(home!.published.sliders.first.map((slide) => slide.alt)).toEqual([...SLIDE_ALTS.a]);
      expect(home!.published.sliders.second.map((slide) => slide.alt)).toEqual([...SLIDE_ALTS.b]);
      expect(home!.published.sliders.first.map((slide) => slide.image.key)).toEqual(first.map((slide) => slide.image.key));
      expect(home!.draft.sliders.first.map((slide) => slide.alt)).toEqual(["Our neon poster", "Work sample A2 of 19", ...SLIDE_ALTS.a.slice(2)]);
      expect(home!.draft.sliders.second).toEqual([]);
    });
  }, 180_000);
});

describe("migration 00019: the first run", () => {
  test("on a site made before, the seed's records are marked sample and the owner's are not; a site with an account counts as set up", async () => {
    await withEmptyDatabase(async (sql) => {
      const before = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith(".sql") && name < "00019").length;
      await withEarlierMigrations(before, (earlier) => migrate(sql, { dir: earlier, seeds: MIGRATION_SEEDS }));
      const seeded = (await sql<{ n: number }[]>`select count(*)::int as n from projects`)[0]!.n;
      // The owner's own work, added after the seed.
      await sql`insert into logos (name) values ('Owner logo')`;
      await sql`insert into projects (family, slug, title, position) values ('guidelines', 'owners-own', 'Owner project', 0)`;
      await ensureAdmin(sql, { username: "owner", password: "a password of 12+" });
      expect(await migrate(sql, { seeds: MIGRATION_SEEDS })).toContain("00019_first_run.sql");
      const marked = async (table: string) =>
        (await sql<{ sample: boolean; n: number }[]>`select sample, count(*)::int as n from ${sql(table)} group by sample order by sample`).map(
          (row) => [row.sample, row.n],
        );
      expect(await marked("logos")).toEqual([
        [false, 1],
        [true, 16],
      ]);
      expect(await marked("clients")).toEqual([[true, 10]]);
      expect(await marked("projects")).toEqual([
        [false, 1],
        [true, seeded],
      ]);
      expect((await marked("portfolio_items")).every(([sample]) => sample)).toBe(true);
      expect((await marked("service_cards")).every(([sample]) => sample)).toBe(true);
      expect((await sql<{ done: boolean }[]>`select setup_done as done from site_settings`)[0]!.done).toBe(true);
    });
  }, 180_000);

  test("a fresh install has every seeded record marked sample and its setup still to do", async () => {
    for (const table of ["logos", "clients", "projects", "portfolio_items", "service_cards"]) {
      expect((await stores.sql`select count(*)::int as n from ${stores.sql(table)} where not sample`)[0]!.n).toBe(0);
    }
    expect((await stores.sql<{ done: boolean }[]>`select setup_done as done from site_settings`)[0]!.done).toBe(false);
  });
});

describe("migration 00013: enquiries", () => {
  test("a site made before the contact page gains its document as the seed has it, and an empty inbox", async () => {
    await withEmptyDatabase(async (sql) => {
      await withEarlierMigrations(12, (upToTwelve) => migrate(sql, { dir: upToTwelve, seeds: MIGRATION_SEEDS }));
      // 00008 seeded every document this code knows; a site made before the contact page lacks it.
      await sql`delete from documents where key = 'contact'`;
      expect(await migrate(sql, { seeds: MIGRATION_SEEDS })).toContain("00013_enquiries.sql");
      const [row] = await sql<{ published: unknown }[]>`select published from documents where key = 'contact'`;
      expect(row!.published).toEqual(seedDocuments.contact);
      expect(await sql`select * from enquiries`).toHaveLength(0);
    });
  }, 180_000);
});

describe("migration 00018: the studio's identity as data", () => {
  test("a site made before gains the monogram, the services left out of the menu, the home title's words as they read, and blank page titles; the owner's words stay", async () => {
    await withEmptyDatabase(async (sql) => {
      const before = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith(".sql") && name < "00018").length;
      await withEarlierMigrations(before, (earlier) => migrate(sql, { dir: earlier, seeds: MIGRATION_SEEDS }));
      // As an earlier version left it: none of the new fields, the owner's own site description, a draft of the portfolio.
      await sql`update site_settings set studio = studio - 'mark' - 'servicesInMenu'`;
      await sql`update documents set published = published - 'title' - 'description' where key = 'home' or key like 'service-%'`;
      await sql`update documents set published = published - 'title' where key in ('portfolio', 'contact')`;
      await sql`update documents set published = (published - 'titleSuffix') || '{"description": "Our own words"}' where key = 'site'`;
      await sql`update documents set draft = published || '{"description": "A draft"}' where key = 'portfolio'`;
      expect(await migrate(sql, { seeds: MIGRATION_SEEDS })).toContain("00018_studio_frame.sql");

      const [settings] = await sql<{ studio: Record<string, unknown> }[]>`select studio from site_settings`;
      expect(settings!.studio).toMatchObject({ mark: { kind: "monogram" }, servicesInMenu: false, name: "VANTA" });
      const documents = new Map(
        (
          await sql<
            { key: string; published: Record<string, unknown>; draft: Record<string, unknown> | null }[]
          >`select key, published, draft from documents`
        ).map((row) => [row.key, row]),
      );
      expect(documents.get("site")!.published).toMatchObject({ titleSuffix: "3D, Motion & Brand Design Studio", description: "Our own words" });
      expect(documents.get("home")!.published).toMatchObject({ title: "", description: "" });
      expect(documents.get("service-animation")!.published).toMatchObject({ title: "", description: "" });
      expect(documents.get("portfolio")!.published.title).toBe("");
      expect(documents.get("portfolio")!.draft).toMatchObject({ title: "", description: "A draft" });
      expect(documents.get("contact")!.published.title).toBe("");
      // What a fresh site is seeded with, otherwise.
      expect(documents.get("home")!.published).toEqual(seedDocuments.home);
    });
  }, 180_000);
});

describe("migration 00025: services as records", () => {
  test("the site document's history and a start-empty batch's saved pages lose the services' names too, so a revert is not refused for them", async () => {
    await withEmptyDatabase(async (sql) => {
      const before = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith(".sql") && name < "00025").length;
      await withEarlierMigrations(before, (earlier) => migrate(sql, { dir: earlier, seeds: MIGRATION_SEEDS }));
      // As an earlier version kept it: the services' names in the site document, its history and a batch.
      const [row] = await sql<{ published: Record<string, unknown> }[]>`select published from documents where key = 'site'`;
      const site: { published: Record<string, unknown> } = {
        published: { ...row!.published, services: { animation: { name: "Our films", summary: "Moving pictures." } } },
      };
      await sql`update documents set published = ${sql.json(site.published as never)} where key = 'site'`;
      await sql`insert into revisions (subject, number, content) values ('page:site', 1, ${sql.json(site.published as never)})`;
      await sql`insert into trash_batches (title, deleted_at, undo) values ('The sample studio', now(), ${sql.json({ documents: { site: { published: site.published, draft: null } } } as never)})`;
      expect(await migrate(sql, { seeds: MIGRATION_SEEDS })).toContain("00025_services.sql");

      const [revision] = await sql<{ content: Record<string, unknown> }[]>`select content from revisions where subject = 'page:site'`;
      expect(revision!.content.services).toBeUndefined();
      expect(revision!.content.tagline).toBe(site.published.tagline);
      const [batch] = await sql<{ undo: { documents: { site: { published: Record<string, unknown> } } } }[]>`select undo from trash_batches`;
      expect(batch!.undo.documents.site.published.services).toBeUndefined();
      expect(batch!.undo.documents.site.published.tagline).toBe(site.published.tagline);
    });
  }, 180_000);
});
