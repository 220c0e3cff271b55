// Server rendering of the portfolio, service and gallery pages of a freshly seeded site: every
// public URL answers with its own title, description, canonical URL and Open Graph tags and the
// texts its content gives it, before any script runs; unknown gallery slugs get the 404;
// sitemap.xml and robots.txt list exactly the public pages. (What the records do when the
// owner changes them: tests/content-pages.test.ts.)
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { projectPath } from "../client/contract/families.ts";
import { SEED_TABS } from "../src/features/seed/tabs.ts";
import { seedPortfolioItems, seedProjects, seedStudio } from "../src/features/seed/content.ts";
import { adminToken } from "./support/admin-api.ts";
import { startTestApp, type TestApp } from "./support/app.ts";
import { caseStudyPath, contactPath, galleryPaths, publicPaths, seededServices, servicePaths } from "./support/site-paths.ts";

const posters = SEED_TABS[0];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(() => t.close());

/** Saves the seed's studio details with `changes`, as the Studio form does. */
const saveStudio = async (changes: Partial<typeof seedStudio>) =>
  t.request("/api/admin/studio", {
    method: "PUT",
    headers: { authorization: `Bearer ${await adminToken(t)}`, "content-type": "application/json" },
    body: JSON.stringify({ ...seedStudio, ...changes }),
  });

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&nbsp;": " " };
const decode = (html: string) => html.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (m) => ENTITIES[m]!);
/** What a reader sees in the server's HTML: the body's text, tags and the embedded page data removed. */
const textOf = (html: string) =>
  decode(
    html
      .split('<div id="root">')[1]!
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " "),
  );
const meta = (html: string, key: string) => decode(html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1] ?? "");

async function page(path: string) {
  const response = await t.request(path);
  const html = await response.text();
  return { status: response.status, html, text: textOf(html) };
}

describe("every portfolio, service and gallery page", () => {
  const paths = publicPaths.filter((path) => path !== "/");
  const heads = new Map<string, { title: string; description: string }>();
  test.each(paths)("%s: 200 with its own title, description, canonical URL and Open Graph tags", async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    const title = decode(html.match(/<title>([^<]*)<\/title>/)![1]!);
    expect(title).toEndWith(" | Vanta Studio");
    expect(meta(html, "description").length).toBeGreaterThan(20);
    expect(meta(html, "og:title")).toBe(title);
    heads.set(path, { title, description: meta(html, "description") });
    expect(meta(html, "og:url")).toBe(`${t.stores.config.publicUrl}${path}`);
    expect(meta(html, "og:image")).toStartWith("http");
    expect(html).toContain(`<link rel="canonical" href="${t.stores.config.publicUrl}${path}">`);
    // The site's one frame: the same header (logo, Home, Portfolio, Connect) and footer.
    expect(html.match(/<header class="site-header site-header--studio">/g)).toHaveLength(1);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Home<\/a>/);
    expect(html).toMatch(/<main id="main"/);
    expect(html.match(/<footer class="site-footer">/g)).toHaveLength(1);
  });

  test("titles and descriptions are unique", () => {
    const all = [...heads.values()];
    expect(all).toHaveLength(paths.length);
    expect(new Set(all.map((head) => head.title)).size).toBe(paths.length);
    expect(new Set(all.map((head) => head.description)).size).toBe(paths.length);
  });

  test.each(paths)("%s: every image reserves its space and has alt text", async (path) => {
    const { html } = await page(path);
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
      expect(img).toMatch(/ alt="/);
      expect(img).toMatch(/ srcSet="[^"]*480\.webp 480w, [^"]*960\.webp 960w, [^"]*1600\.webp 1600w"/);
    }
  });
});

describe("/portfolio", () => {
  test("Posters is the default tab: one tab selected, its heading, intro and gallery in the HTML", async () => {
    const { html, text } = await page("/portfolio");
    expect(text).toContain("Portfolio");
    // Each tab is a link to its own URL, so it works before (or without) the scripts.
    for (const tab of SEED_TABS) {
      const href = tab.id === "posters" ? "/portfolio" : `/portfolio?tab=${tab.id}`;
      expect(html).toMatch(new RegExp(`<a href="${href.replace("?", "\\?")}" role="tab"[^>]*>${tab.label}</a>`));
    }
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(html).toMatch(/id="portfolio-tab-posters"[^>]*aria-selected="true"/);
    expect(text).toContain(posters.heading);
    expect(text).toContain(posters.intro);
    expect(html.match(/ src="\/images\/work\/posters\/poster-\d\d-960\.webp"/g)?.length).toBe(12);
  });

  test.each(SEED_TABS.filter((tab) => tab.id !== "posters" && tab.id !== "motion"))("?tab=$id renders $label on the server", async (tab) => {
    const { html, text } = await page(`/portfolio?tab=${tab.id}`);
    expect(html).toMatch(new RegExp(`id="portfolio-tab-${tab.id}"[^>]*aria-selected="true"`));
    expect(text).toContain(tab.heading);
    expect(text).not.toContain(posters.heading);
    for (const item of seedPortfolioItems.filter((i) => i.tab === tab.id)) {
      const project = "project" in item ? seedProjects.find((p) => p.slug === item.project)! : null;
      expect(text).toContain(project ? project.title : "title" in item ? item.title : "");
      // A piece that is a project opens it, and shows the project's own cover.
      if (project) expect(html).toContain(`href="${projectPath(project.family, project.slug)}"`);
      if (project) expect(html).toContain(`src="${project.images[0]!.key}-960.webp"`);
    }
  });

  test("?tab=motion renders the sample's films on the server, each a player with its poster (no playlist is set)", async () => {
    const { html, text } = await page("/portfolio?tab=motion");
    expect(html).toMatch(/id="portfolio-tab-motion"[^>]*aria-selected="true"/);
    expect(html).toMatch(/<video[^>]*src="\/video\/case-study.mp4"[^>]*poster="\/images\/case-study-960.webp"/);
    expect(html).toMatch(/<video[^>]*src="\/video\/hero.mp4"/);
    expect(text).not.toContain("Loader...");
  });

  test("an unknown ?tab= falls back to Posters", async () => {
    const { html } = await page("/portfolio?tab=nonsense");
    expect(html).toMatch(/id="portfolio-tab-posters"[^>]*aria-selected="true"/);
  });

  test("the header's Connect button opens a native popover; the footer has socials, phone and email", async () => {
    const { html } = await page("/portfolio");
    expect(html).toMatch(/<button[^>]*popovertarget="connect-menu"[^>]*>Connect/i);
    expect(html).toMatch(/<ul class="connect__menu" id="connect-menu" popover="auto">/);
    for (const href of [
      "/contact",
      "https://www.instagram.com/vanta.example",
      "https://www.behance.net/vanta-example",
      "mailto:hello@vanta.example?subject=Project%20enquiry",
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    const footer = html.split('<footer class="site-footer">')[1]!;
    for (const label of ["Instagram", "YouTube", "LinkedIn", "Facebook", "Behance"])
      expect(footer).toContain(`aria-label="Vanta Studio on ${label} (opens in a new tab)"`);
    expect(footer).toContain('href="tel:+919876543210"');
    expect(footer).toContain('href="mailto:hello@vanta.example"');
  });
});

describe("service pages", () => {
  test.each(servicePaths)("%s: hero, keyword banners, 'Know More', cards and 'Custom Requests?'", async (path) => {
    const { html, text } = await page(path);
    const service = seededServices.find((seeded) => `/${seeded.slug}` === path)!;
    expect(html).toMatch(new RegExp(`<h1[^>]*>.*${service.name.replace(/\./g, "\\.")}.*</h1>`));
    expect(html).toContain(`/images/services/${service.id.toLowerCase()}/hero-960.webp`);
    expect(html).toMatch(/class="keyword-marquee__row keyword-marquee__row--left"/);
    // A native disclosure, closed: it opens before (or without) the scripts, and its text is in the HTML.
    expect(html).toMatch(
      /<details class="know-more__details"><summary class="know-more__bar">[\s\S]*?Know More[\s\S]*?<\/summary><div class="know-more__body">/,
    );
    for (const heading of ["What we do", "Industry solutions", "Why choose us", "FAQs"]) expect(text).toContain(heading);
    expect(html).toMatch(/<details class="faq">/);
    expect(text).toContain("Custom Requests?");
    expect(html).toMatch(/<a class="button button--primary" href="\/contact">Enquire now</);
  });

  test("the FAQs state the web design timeline and the accepted photo formats", async () => {
    expect((await page("/WebDesign")).text).toMatch(/typically 1-4 weeks/i);
    expect((await page("/photomanupulation")).text).toContain("PSD, JPEG, PNG and TIFF");
  });

  test.each(["photomanupulation", "productvisualization", "guidelines", "socialmedia"])(
    "/%s links a card to every one of its projects, with the project's cover",
    async (family) => {
      const { html } = await page(`/${family}`);
      for (const project of seedProjects.filter((p) => p.family === family)) {
        expect(html).toContain(`href="${projectPath(family, project.slug)}"`);
        expect(html).toContain(`${project.images[0]!.key}-960.webp`);
      }
    },
  );

  test("a gallery project with no link of its own is still linked: upvclangle", async () => {
    expect((await page("/productvisualization")).html).toContain('href="/productvisualization/upvclangle"');
  });

  test("web design cards carry a 'Live' link to the site, in a new tab", async () => {
    const { html } = await page("/WebDesign");
    const live = html.match(
      /<a class="button button--primary site-card__live" href="https:[^"]+" aria-label="Live: [^"]+ \(opens in a new tab\)" target="_blank" rel="noopener noreferrer">Live/g,
    );
    expect(live).toHaveLength(6);
  });

  test("animation cards carry 'Watch Video' and 'Project Breakdown' links, in new tabs", async () => {
    const { html } = await page("/animation");
    expect(html.match(/target="_blank" rel="noopener noreferrer"[^>]*>Watch Video</g)).toHaveLength(6);
    expect(html.match(/target="_blank" rel="noopener noreferrer"[^>]*>Project Breakdown</g)).toHaveLength(6);
  });
});

describe("gallery pages", () => {
  test.each(galleryPaths)("%s: breadcrumb, title, tagline, its stack of images and neighbours", async (path) => {
    const project = seedProjects.find((p) => projectPath(p.family, p.slug) === path)!;
    const service = seededServices.find((seeded) => seeded.id === project.family)!;
    const { html, text } = await page(path);
    expect(html).toMatch(new RegExp(`<h1 class="gallery__title">${project.title}</h1>`));
    expect(text).toContain(project.tagline);
    expect(html).toMatch(new RegExp(`<nav class="gallery__crumbs" aria-label="Breadcrumb">.*href="/${project.family}">${service.name}</a>`, "s"));
    const stack = html.split('<ol class="gallery__stack"')[1]!.split("</ol>")[0]!;
    const images = stack.match(/<img [^>]*>/g)!;
    expect(images).toHaveLength(project.images.length);
    images.forEach((img, i) => {
      expect(img).toContain(`src="${project.images[i]!.key}-960.webp"`);
      expect(img).toContain(`alt="${project.title}, image ${i + 1} of ${project.images.length}"`);
      expect(img).toContain(i === 0 ? 'loading="eager"' : 'loading="lazy"');
    });
    expect(html).toMatch(/rel="prev"/);
    expect(html).toMatch(/rel="next"/);
  });

  test("the case study's page: its film above its two stills (not the film's poster again), its words, no pager (the only animation project)", async () => {
    const { status, html, text } = await page(caseStudyPath);
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="gallery__title">Northwind Audio</h1>');
    expect(text).toContain("A launch film before the first unit shipped");
    const player = html.match(/<video[^>]*>/)![0];
    expect(player).toContain('src="/video/case-study.mp4"');
    expect(player).toContain('poster="/images/case-study-960.webp"');
    expect(html.indexOf("<video")).toBeLessThan(html.indexOf('class="gallery__stack"'));
    const stills = html
      .split('<ol class="gallery__stack"')[1]!
      .split("</ol>")[0]!
      .match(/<img [^>]*>/g)!;
    expect(stills).toHaveLength(2);
    for (const still of stills) expect(still).not.toContain("/images/case-study-");
    expect(text).toContain("a film and 2 images");
    expect(html).not.toMatch(/rel="prev"/);
  });

  test.each(["/guidelines/nope", "/photomanupulation/valkyrie-2", "/socialmedia/cgi/extra"])("%s is the 404 page", async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(html).toContain("This page drifted out of frame.");
  });

  test("slugs match regardless of case, as links from other sites may be typed: moved to the page's own address", async () => {
    const moved = await t.request("/Guidelines/Thunder");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/guidelines/thunder");
    const { status, html } = await page("/guidelines/thunder");
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="gallery__title">Thunder</h1>');
  });
});

describe("sitemap.xml and robots.txt", () => {
  test("the sitemap lists every public page with absolute URLs, and nothing of the admin", async () => {
    const response = await t.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toStartWith("application/xml");
    const xml = await response.text();
    expect(xml).toStartWith('<?xml version="1.0" encoding="UTF-8"?>');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual([...publicPaths, contactPath].map((path) => t.stores.config.publicUrl + path).sort());
    expect(xml).not.toContain("/admin");
  });

  test("robots.txt allows the site, keeps out /admin and /api, and names the sitemap", async () => {
    const response = await t.request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toStartWith("text/plain");
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /api");
    expect(lines).toContain(`Sitemap: ${t.stores.config.publicUrl}/sitemap.xml`);
  });
});

describe("the site's frame on every public page", () => {
  const everyPage = [...publicPaths, "/no-such-page"];
  const anchorsOf = (html: string) => [...html.split('<div id="root">')[1]!.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]);
  const hrefOf = (anchor: string) => decode(anchor.match(/ href="([^"]*)"/)?.[1] ?? "");

  test.each(everyPage)("%s: mail opens the visitor's own mail app (mailto:, same tab), never a web mail compose", async (path) => {
    const { html } = await page(path);
    const anchors = anchorsOf(html);
    const mail = anchors.filter((a) => hrefOf(a).includes(seedStudio.email));
    expect(mail.length).toBeGreaterThan(0);
    for (const anchor of mail) {
      expect(hrefOf(anchor)).toStartWith(`mailto:${seedStudio.email}`);
      expect(anchor).not.toContain("target=");
    }
    expect(anchors.filter((a) => /mail\.google\.|outlook\.(live|office)\.com|mail\.yahoo\.|compose/i.test(hrefOf(a)))).toEqual([]);
  });

  test("the Connect menu names where the design portfolio is, and leaves it out when the studio has none", async () => {
    const save = (designPortfolio: string) => saveStudio({ designPortfolio });
    const menu = async () => {
      const { html } = await page("/portfolio");
      return textOf(
        `<div id="root">${html.slice(html.indexOf('<ul class="connect__menu"'), html.indexOf("</ul>", html.indexOf('<ul class="connect__menu"')))}`,
      );
    };
    expect(await menu()).toContain("Design portfolio Full case studies on Behance");
    try {
      expect((await save("https://kiteandkiln.example/work")).status).toBe(200);
      expect(await menu()).toContain("Design portfolio Full case studies on kiteandkiln.example");
      expect((await save("")).status).toBe(200);
      expect(await menu()).not.toContain("Design portfolio");
      expect(await menu()).toContain("Send a message A few lines about your project");
    } finally {
      expect((await save(seedStudio.designPortfolio)).status).toBe(200);
    }
  });

  test.each(everyPage)("%s: one header with the logo, Home and Portfolio, and one footer", async (path) => {
    const { html } = await page(path);
    expect(html.match(/<header class="site-header site-header--(landing|studio)">/g)).toHaveLength(1);
    expect(html.match(/<footer class="site-footer">/g)).toHaveLength(1);
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    expect(header).toContain('class="monogram"');
    expect(header).toMatch(/<a [^>]*href="\/"[^>]*>Home<\/a>/);
    expect(header).toMatch(/<a [^>]*href="\/portfolio"[^>]*>Portfolio<\/a>/);
  });

  test("with a main site of its own, Home opens it (new tab) from every page's header and menu, and the footer names it", async () => {
    const save = (mainSite: string) => saveStudio({ mainSite });
    expect((await save("https://main.vanta.example")).status).toBe(200);
    try {
      for (const path of everyPage) {
        const { html } = await page(path);
        const homes = anchorsOf(html).filter((a) => /class="(site-header__link|mobile-menu__link)"/.test(a) && html.includes(`${a}Home<`));
        expect({ path, homes: homes.map(hrefOf) }).toEqual({ path, homes: ["https://main.vanta.example", "https://main.vanta.example"] });
        for (const anchor of homes) expect(anchor).toContain('target="_blank" rel="noopener noreferrer"');
        // No other "Home" on the page (a gallery's breadcrumb included) leads to this site's /.
        expect({ path, homeToSlash: /<a [^>]*href="\/"[^>]*>Home</.test(html) }).toEqual({ path, homeToSlash: false });
        const footer = html.slice(html.indexOf('<footer class="site-footer">'));
        expect(footer).toMatch(/<a href="https:\/\/main\.vanta\.example"[^>]*>main\.vanta\.example/);
      }
    } finally {
      expect((await save("")).status).toBe(200);
    }
  });
});
