import type { PageDataMap } from "../../contract/page-data.ts";
import type { PageProps } from "../../lazy-page.tsx";
import { PortfolioTabs } from "../../components/portfolio/portfolio-tabs.tsx";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import { Editable } from "../../components/in-place/in-place.tsx";

export default function PortfolioPage({ data }: PageProps<PageDataMap["portfolio"]>) {
  return (
    <div className="studio-page">
      <SiteHeader />
      <main id="main" className="portfolio">
        <div className="portfolio__hero">
          <p className="studio-eyebrow">
            <Editable doc="portfolio" path="hero.eyebrow">
              {data.document.hero.eyebrow}
            </Editable>
          </p>
          <h1 className="portfolio__title">Portfolio</h1>
          <p className="portfolio__lede">
            <Editable doc="portfolio" path="hero.intro">
              {data.document.hero.intro}
            </Editable>
          </p>
        </div>
        <PortfolioTabs tabs={data.tabs} copy={data.document.tabs} />
      </main>
      <SiteFooter />
    </div>
  );
}
