// The owner's preview of a page document is the public page itself with the previewed content:
// a service page's draft words, the site document's draft on the home page, under a bar that
// says which it is and leads back to the editor.
import { describe, expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import type { PageDocument } from "../client/contract/documents/answers.ts";
import { PageMatcherContext } from "../client/page-matcher.ts";
import { matchPage } from "../client/resolve-route.ts";
import { Preview } from "../client/pages/admin/preview-page/page.tsx";
import { SiteContext } from "../client/site.ts";
import { StudioContext } from "../client/studio.ts";
import { seedStudio } from "../src/features/seed/content.ts";
import { seedDocuments } from "../src/features/seed/documents.ts";
import { seededServices } from "./support/site-paths.ts";

const page = (key: string, label: string, published: unknown, draft: unknown): PageDocument => ({
  key,
  label,
  path: "/",
  version: 3,
  published,
  draft,
  updatedAt: "2026-11-25T00:00:00.000Z",
  updatedBy: "owner",
});

async function render(path: string, element: React.ReactNode, search = ""): Promise<string> {
  await matchPage(path)!.route.page.preload();
  return renderToString(
    <StudioContext value={seedStudio}>
      <SiteContext value={{ ...seedDocuments.site, services: seededServices }}>
        <Router ssrPath="/admin/pages/x/preview" ssrSearch={search}>
          <PageMatcherContext value={matchPage}>{element}</PageMatcherContext>
        </Router>
      </SiteContext>
    </StudioContext>,
  );
}

describe("page preview", () => {
  test("a service page's draft shows on the service page itself, with a bar back to its editor", async () => {
    const draft = structuredClone(seedDocuments["service-WebDesign"]);
    draft.knowMore.faqs[0]!.answer = "A draft answer nobody has seen yet.";
    const match = matchPage("/WebDesign")!;
    const html = await render(
      "/WebDesign",
      <Preview
        page={page("service-WebDesign", "Service page: WebDesign", seedDocuments["service-WebDesign"], draft)}
        target={{ match, data: { service: seededServices[2], cards: [], projects: [], document: draft }, site: null, shown: true }}
      />,
    );
    expect(html).toContain("A draft answer nobody has seen yet.");
    expect(html).toContain("not yet published");
    expect(html).toMatch(/<a [^>]*href="\/admin\/pages\/service-WebDesign"[^>]*>Back to editing/);
    expect(html).toContain('class="know-more__details"');
  });

  test("a hidden service's page says visitors cannot reach it, never that it is what they see", async () => {
    const draft = seedDocuments["service-WebDesign"];
    const match = matchPage("/WebDesign")!;
    const shown = (hidden: boolean, pending: unknown) =>
      render(
        "/WebDesign",
        <Preview
          page={page("service-WebDesign", "Service page: WebDesign", draft, pending)}
          target={{ match, data: { service: seededServices[2], cards: [], projects: [], document: draft }, site: null, shown: !hidden }}
        />,
      );
    expect(await shown(false, null)).toContain("this is what visitors see");
    const hidden = await shown(true, null);
    expect(hidden).toContain("Hidden: visitors get “page not found” until it is shown on the Services screen.");
    expect(hidden).not.toContain("what visitors see");
    expect(await shown(true, draft)).toContain("your draft, not yet published. Hidden:");
  });

  test("opened from edit mode (?edit=<path>), the bar leads back to that page in edit mode; never to another site", async () => {
    const match = matchPage("/WebDesign")!;
    const draft = seedDocuments["service-WebDesign"];
    const preview = (search: string) =>
      render(
        "/WebDesign",
        <Preview
          page={page("service-WebDesign", "Service page: WebDesign", draft, null)}
          target={{ match, data: { service: seededServices[2], cards: [], projects: [], document: draft }, site: null, shown: true }}
        />,
        search,
      );
    expect(await preview("edit=%2Fwebdesign")).toMatch(/<a [^>]*href="\/webdesign#edit"[^>]*>Back to edit mode/);
    expect(await preview("edit=%2Fportfolio%3Ftab%3Dmotion")).toMatch(/<a [^>]*href="\/portfolio\?tab=motion#edit"[^>]*>Back to edit mode/);
    // What a browser reads as another site once it drops tabs and line breaks and takes "\" for "/"; an escaped "/"; no page.
    const elsewheres = [
      "%2F%2Fevil.example",
      "https%3A%2F%2Fevil.example",
      "%2F%5Cevil.example",
      "",
      "%2F%09%2Fevil.example",
      "%2F%0A%2Fevil.example",
    ];
    elsewheres.push(
      "%2F%0D%5Cevil.example",
      "%09%2F%2Fevil.example",
      "%2F%252F%2Fevil.example",
      "%2F%255Cevil.example",
      "%2Fno-such-page%2Fevil.example",
    );
    for (const elsewhere of elsewheres.map((value) => `edit=${value}`)) {
      const html = await preview(elsewhere);
      expect(html).not.toContain("evil.example");
      expect(html).toMatch(/<a [^>]*href="\/admin\/pages\/service-WebDesign"[^>]*>Back to editing/);
    }
  });

  test("the site document's draft shows on the home page: the footer's tagline, beside the services' names", async () => {
    const draft = structuredClone(seedDocuments.site);
    draft.tagline = "A tagline in draft.";
    const match = matchPage("/")!;
    const html = await render(
      "/",
      <Preview
        page={page("site", "Every page", seedDocuments.site, draft)}
        target={{
          match,
          data: { logos: [], reviews: [], work: [], document: seedDocuments.home },
          site: { ...draft, services: seededServices },
          shown: true,
        }}
      />,
    );
    expect(html).toContain("A tagline in draft.");
    expect(html).toContain('<span class="skill__name">3D Product Animation</span>');
    expect(html).toContain(seedDocuments.home.hero.intro);
  });

  test("with no draft it says the page is what visitors see", async () => {
    const match = matchPage("/portfolio")!;
    const html = await render(
      "/portfolio",
      <Preview
        page={page("portfolio", "Portfolio page", seedDocuments.portfolio, null)}
        target={{ match, data: { tabs: [], document: seedDocuments.portfolio }, site: null, shown: true }}
      />,
    );
    expect(html).toContain("no unpublished changes");
    expect(html).toContain(seedDocuments.portfolio.hero.intro);
  });
});
