import type { PageDataMap } from "../../contract/page-data.ts";
import type { PageProps } from "../../lazy-page.tsx";
import { PortfolioTabs } from "../../components/portfolio/portfolio-tabs.tsx";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SiteHeader } from "../../components/site-header.tsx";

export default function PortfolioPage({ data }: PageProps<PageDataMap["portfolio"]>) {
  return (
    <div className="studio-page">
      <SiteHeader />
      <main id="main" className="portfolio">
        <div className="portfolio__hero">
          <p className="studio-eyebrow">{data.document.hero.eyebrow}</p>
          <h1 className="portfolio__title">Portfolio</h1>
          <p className="portfolio__lede">{data.document.hero.intro}</p>
        </div>
        <PortfolioTabs tabs={data.tabs} copy={data.document.tabs} />
      </main>
      <SiteFooter />
    </div>
  );
}
