// The home page as the server sends it: every part of the page (client/pages/home/page.tsx) is in the HTML before any
// script runs, the logos and reviews the admin manages are rendered from the database, and an
// admin change reaches the page.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { chatUrl, mailUrl } from "../client/studio.ts";
import { seedStudio as studio } from "../src/features/seed/content.ts";
import { seededServices } from "./support/site-paths.ts";
import { seedDocuments } from "../src/features/seed/documents.ts";
import { addLogo, adminToken } from "./support/admin-api.ts";
import { startTestApp, type TestApp } from "./support/app.ts";

// Starting an app builds the client bundle and opens fresh stores: seconds on a busy machine.
const SLOW = 120_000;

let t: TestApp;
let html: string;

beforeAll(async () => {
  t = await startTestApp();
  const response = await t.request("/");
  expect(response.status).toBe(200);
  html = await response.text();
}, SLOW);
afterAll(() => t.close());

/** The page as plain text, the way a reader (or a search engine) sees it. */
const textOf = (markup: string) =>
  markup
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
const body = () => html.slice(html.indexOf('<div id="root">'));
const escapeAttr = (value: string) => value.replace(/&/g, "&amp;");
const anchors = () => [...body().matchAll(/<a\b[^>]*>/g)].map((m) => m[0]);

describe("head", () => {
  test("its own title, description, canonical URL and Open Graph tags", () => {
    expect(html).toContain(`<title>${studio.fullName} | 3D, Motion &amp; Brand Design Studio</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/">/);
    for (const property of ["og:title", "og:description", "og:url", "og:image"]) expect(html).toContain(`property="${property}"`);
  });
});

describe("every part of the page, in the page's order", () => {
  test("the sections come in order: header, hero, about, skills, sliders, logos, reviews, case study, footer", () => {
    const order = [
      '<header class="site-header site-header--landing"',
      'id="home"',
      'id="about"',
      'id="skills"',
      'class="showcase"',
      'id="clients"',
      'id="testimonials"',
      'id="case-study"',
      '<footer class="site-footer"',
      'class="chat-button"',
    ].map((marker) => body().indexOf(marker));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test("header: Home (this site's home page: the seed names no other main site) and Portfolio; a menu toggle for phones", () => {
    expect(studio.mainSite).toBe("");
    const header = body().slice(0, body().indexOf("</header>"));
    expect(header).toMatch(/<a [^>]*href="\/"[^>]*>Home<\/a>/);
    expect(header).toMatch(/<a [^>]*href="\/portfolio"[^>]*>Portfolio<\/a>/);
    // The toggle opens the menu natively (a popover), so it works before the scripts arrive.
    expect(header).toMatch(/<button[^>]*popovertarget="mobile-menu"[^>]*aria-label="Open menu"/i);
    expect(body()).toMatch(/<div id="mobile-menu" popover="auto"/);
  });

  test("hero: the video (muted, looping, inline, with a poster) under an overlay, intro, 'Lets Do This!' mail, tagline, counters", () => {
    const video = body().match(/<video[^>]*class="hero__video"[^>]*>/)![0];
    for (const attribute of [/ muted[ =]/, / loop[ =]/, / playsinline[ =]/i, / poster="\/images\/hero-1600.webp"/]) expect(video).toMatch(attribute);
    expect(body()).toContain('src="/video/hero.mp4"');
    expect(body()).toContain('class="hero__overlay"');
    expect(textOf(html)).toContain("We blend design, motion and storytelling");
    // The visitor's own mail app, in place: no web mail site, no empty new tab.
    const cta = anchors().find((a) => a.includes("hero__cta"))!;
    expect(cta).toContain(`href="${escapeAttr(mailUrl(studio, "Project enquiry"))}"`);
    expect(cta).not.toContain("target=");
    expect(mailUrl(studio, "Project enquiry")).toBe(`mailto:${studio.email}?subject=Project%20enquiry`);
    expect(textOf(html)).toContain("Lets Do This!");
    expect(textOf(html)).toContain("Ideas that hit, Designs that stick.");
    expect(textOf(html)).toContain("235+ projects delivered");
    expect(textOf(html)).toContain("112+ happy clients");
    expect(body().match(/class="hero-counters__bar"/g)).toHaveLength(2);
  });

  test("about: 'WHO AM I ?' and 'I am Bold, Futuristic and Intentional' with a portrait", () => {
    expect(textOf(html)).toContain("WHO AM I ?");
    expect(textOf(html)).toContain("I am Bold, Futuristic and Intentional");
    expect(body()).toMatch(/<img[^>]*src="\/images\/about-960.webp"[^>]*alt="[^"]+"/);
  });

  test("Core Skills: six buttons to the six service pages, then Portfolio and HIRE {name}", () => {
    expect(textOf(html)).toContain("Core Skills");
    for (const service of seededServices) {
      expect(body()).toMatch(new RegExp(`<a [^>]*href="/${service.slug}"[^>]*class="skill"`));
      expect(textOf(html)).toContain(service.name);
    }
    const skills = body().slice(body().indexOf('id="skills"'), body().indexOf('class="showcase"'));
    expect(skills).toMatch(/href="\/portfolio"[^>]*>Portfolio<\/a>/);
    // The seed's forms are the site's own contact page: same tab.
    expect(skills).toMatch(new RegExp(`<a href="/contact" class="[^"]*">HIRE ${studio.name}`));
  });

  test("two sliders of 19 images each (sized, lazy) and the marquee 'Quality is worth the time.'", () => {
    for (const track of ["a", "b"]) {
      const bases = new Set([...body().matchAll(new RegExp(`/images/slides/${track}-(\\d\\d)-960\\.webp`, "g"))].map((m) => m[1]));
      expect(bases.size).toBe(19);
    }
    const slides = [...body().matchAll(/<img[^>]*class="slides__image"[^>]*>/g)].map((m) => m[0]);
    expect(slides.length).toBe(19 * 2 * 2); // each track is rendered twice for the seamless loop
    for (const img of slides) expect(img).toMatch(/width="480" height="600" loading="lazy"/);
    expect(textOf(html)).toContain("Quality is worth the time.");
  });

  test("the logo strip shows the seeded logos (images lazy and sized, imageless ones as wordmarks), twice for the loop", () => {
    const strip = body().slice(body().indexOf('id="clients"'), body().indexOf('id="testimonials"'));
    const images = [...strip.matchAll(/<img[^>]*class="logo-strip__image"[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(13 * 2);
    for (const img of images) expect(img).toMatch(/width="240" height="80" loading="lazy"/);
    expect(strip).toContain('src="/images/logos/lumen.svg"');
    expect(strip).toContain('alt="Lumen Skincare"');
    expect(strip.match(/class="logo-strip__wordmark">ALAKNANDA</g)).toHaveLength(2);
    expect(strip).toContain('aria-hidden="true"'); // the copy is hidden from screen readers
    expect(strip).not.toContain('role="status"');
  });

  test("the carousel holds every review: the quote as text, the highlight emphasised, the name, a default avatar when none", () => {
    const carousel = body().slice(body().indexOf('id="testimonials"'), body().indexOf('id="case-study"'));
    expect(carousel.match(/class="swiper-slide testimonial"/g)).toHaveLength(10);
    expect(carousel).toContain("<em>Retailers ordered straight from the renders.</em>");
    expect(textOf(carousel)).toContain("The renders arrived before the prototypes did, and retailers ordered from them.");
    expect(textOf(carousel)).toContain("Priya Raman");
    expect(carousel).toContain('src="/images/avatars/priya.webp"');
    // Lucas Ferreira's review has no portrait.
    expect(carousel).toMatch(/src="\/images\/avatars\/default.svg"[^>]*alt="Portrait of Lucas Ferreira"/);
    expect(carousel).toContain('aria-label="Previous review"');
    expect(carousel).toContain('aria-label="Next review"');
  });

  test("the case-study block has its video and its button", () => {
    const block = body().slice(body().indexOf('id="case-study"'), body().indexOf("<footer"));
    expect(block).toContain('src="/video/case-study.mp4"');
    expect(block).toMatch(/<a [^>]*href="\/animation\/northwind-audio"[^>]*>See the case study<\/a>/);
  });

  test("footer: heading, 'Send a message', five named social links, monogram, email, phone, year, copyright, credit", () => {
    const footer = body().slice(body().indexOf("<footer"), body().indexOf("</footer>"));
    expect(textOf(footer)).toContain("Ready to get those mind-blowing ideas live ?");
    expect(footer).toMatch(/<a href="\/contact" class="[^"]*">Send a message/);
    for (const [network, url] of Object.entries(studio.social)) {
      expect(footer).toMatch(new RegExp(`href="${url}"[^>]*aria-label="${studio.fullName} on [A-Za-z]+ \\(opens in a new tab\\)"`));
      expect(network.length).toBeGreaterThan(0);
    }
    for (const name of ["Instagram", "YouTube", "LinkedIn", "Facebook", "Behance"]) expect(footer).toContain(` on ${name} `);
    expect(footer).toContain('class="monogram"');
    expect(footer).toContain(`href="mailto:${studio.email}"`);
    expect(footer).toContain(`href="tel:${studio.phone}"`);
    expect(textOf(footer)).toContain(`© ${new Date().getFullYear()} ${studio.fullName}. All rights reserved.`);
    // The credit is plain text: the phone line is the footer's one phone-call link.
    const credit = footer.slice(footer.indexOf('class="site-footer__credit"'));
    expect(textOf(credit.slice(0, credit.indexOf("</p>")))).toContain(`Designed & built by ${studio.fullName}`);
    expect(credit.slice(0, credit.indexOf("</p>"))).not.toContain("<a");
    expect(footer.match(/href="tel:/g)).toHaveLength(1);
  });

  test("the floating chat button opens the message form (the contact page); no cursor is rendered on the server", () => {
    expect(body()).toMatch(
      new RegExp(`<a [^>]*class="chat-button"[^>]*href="${studio.forms.message}"|<a [^>]*href="${studio.forms.message}"[^>]*class="chat-button"`),
    );
    expect(body()).not.toContain('class="cursor"');
    // The chat conversation is reachable (header CTA, and the mobile menu, in the HTML while closed).
    expect(body()).toContain(`href="${escapeAttr(chatUrl(studio))}"`);
    expect(chatUrl(studio)).toContain(`phone=${studio.phone.replace("+", "")}`);
  });

  test("every link that leaves the site opens in a new tab with no opener", () => {
    const external = anchors().filter((a) => /href="https?:/.test(a));
    expect(external.length).toBeGreaterThan(6);
    for (const a of external) expect(a).toContain('target="_blank" rel="noopener noreferrer"');
  });

  test("every image has alt text and a size", () => {
    for (const [img] of body().matchAll(/<img\b[^>]*>/g)) {
      expect(img).toMatch(/ alt="/);
      expect(img).toMatch(/ width="\d+" height="\d+"/);
    }
  });

  test(
    "stored text is escaped, never markup",
    async () => {
      const local = await startTestApp();
      try {
        await local.stores.sql`insert into clients (name, primary_title, title) values ('Mallory', '<script>alert(1)</script>', '<b>bold</b>')`;
        const page = await (await local.request("/")).text();
        const root = page.slice(page.indexOf('<div id="root">'), page.indexOf('<script type="application/json"'));
        expect(root).not.toContain("<script>alert(1)</script>");
        expect(root).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
        expect(root).not.toContain("<b>bold</b>");
      } finally {
        await local.close();
      }
    },
    SLOW,
  );
});

describe("the data the admin manages", () => {
  test(
    "with no logos and no reviews, both sections are left out: no heading, no spinner",
    async () => {
      const local = await startTestApp();
      try {
        await local.stores.sql`delete from logos`;
        await local.stores.sql`delete from clients`;
        const page = await (await local.request("/")).text();
        const root = page.slice(page.indexOf('<div id="root">'), page.indexOf('<script type="application/json"'));
        expect(root).not.toContain('id="clients"');
        expect(root).not.toContain('id="testimonials"');
        expect(root).not.toContain(seedDocuments.home.sections.logos.heading);
        expect(root).not.toContain(seedDocuments.home.sections.testimonials.heading);
        expect(root).not.toContain('class="spinner"');
        expect(page).not.toContain('class="swiper-slide testimonial"');
      } finally {
        await local.close();
      }
    },
    SLOW,
  );

  test("a logo added through the admin API appears on / (the cached page is dropped)", async () => {
    expect(await (await t.request("/")).text()).not.toContain("Quasar Optics");
    const logo = await addLogo(t, await adminToken(t), "Quasar Optics");
    const page = await (await t.request("/")).text();
    expect(page).toContain(`src="${logo.image}"`);
    expect(page).toContain('alt="Quasar Optics"');
  });
});
