// The home page's headline on the Home form: its words are the site document's tagline (the
// footer of every page shows them too), so they are edited once, under Every page or on the
// page itself; the Home form shows the headline and leads to both, so the biggest words on the
// site are found where the owner looks for them.
import { useLoad } from "../../../../components/admin/use-load.ts";
import type { SiteDocument } from "../../../../contract/documents/site.ts";
import { PrefetchLink } from "../../../../components/prefetch-link.tsx";
import { call } from "../../../../api.ts";
import { PAGES } from "../../../../contract/endpoints/pages.ts";

export function SharedHeadline() {
  const loaded = useLoad<SiteDocument>(
    async () => {
      const { page } = await call(PAGES.get, { params: { key: "site" } });
      return (page.draft ?? page.published) as SiteDocument;
    },
    "Could not load the headline",
    "site",
  );
  return (
    <section className="doc-panel shared-headline" aria-labelledby="shared-headline-title">
      <h2 id="shared-headline-title">Headline</h2>
      <p className="shared-headline__text">
        {loaded.state === "ready" ? `“${loaded.data.tagline}”` : loaded.state === "error" ? loaded.message : "Loading..."}
      </p>
      <p className="admin-muted">
        The biggest words of the home page, also the line under the logo in every page's footer: they are kept with the words every page shares.
      </p>
      <p className="shared-headline__links">
        <PrefetchLink href="/admin/pages/site" className="admin-action">
          Edit under Every page
        </PrefetchLink>
        <a href="/#edit" className="admin-action">
          Edit on the page
        </a>
      </p>
    </section>
  );
}
