// The 404 page, in the same frame as every other public page: header, logo and footer, so a
// visitor who followed a stale link can still find their way.
import { Link } from "wouter";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import type { PageProps } from "../../lazy-page.tsx";

export default function NotFoundPage(_props: PageProps) {
  return (
    <div className="studio-page">
      <SiteHeader />
      <main id="main" className="not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found__title">This page drifted out of frame.</h1>
        <p className="not-found__text">The link may be old, or the page may have moved. The work is still here.</p>
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
