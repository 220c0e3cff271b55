// The 404 page, in the same frame as every other public page: header, logo and footer, so a
// visitor who followed a stale link can still find their way. Its words are the site document's,
// edited in place like the footer's.
import { Link } from "wouter";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import type { PageProps } from "../../lazy-page.tsx";
import { useSite } from "../../site.ts";
import { EditableIntro } from "../../components/in-place/editable-text.tsx";

export default function NotFoundPage(_props: PageProps) {
  const { notFound } = useSite();
  return (
    <div className="studio-page">
      <SiteHeader />
      <main id="main" className="not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <EditableIntro doc="site" block="not-found" as="h1" title={["notFound.title", notFound.title]} text={["notFound.text", notFound.text]} />
        <nav className="not-found__links" aria-label="Where to go next">
          <Link href="/" className="button button--primary">
            Back to home
          </Link>
          <Link href="/portfolio" className="button button--ghost">
            See the portfolio
          </Link>
        </nav>
      </main>
      <SiteFooter />
    </div>
  );
}
