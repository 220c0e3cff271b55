import type { PageDataMap } from "../../contract/page-data.ts";
import type { PageProps } from "../../lazy-page.tsx";
import { PortfolioTabs } from "../../components/portfolio/portfolio-tabs.tsx";
import { TabPager } from "../../components/portfolio/tab-pager.tsx";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import { EditableText } from "../../components/in-place/editable-text.tsx";

export default function PortfolioPage({ data }: PageProps<PageDataMap["portfolio"]>) {
  return (
    <div className="studio-page">
      <SiteHeader />
      <main id="main" className="portfolio">
        <div className="portfolio__hero">
          <EditableText as="p" className="studio-eyebrow" doc="portfolio" path="hero.eyebrow">
            {data.document.hero.eyebrow}
          </EditableText>
          <h1 className="portfolio__title">Portfolio</h1>
          <EditableText as="p" className="portfolio__lede" doc="portfolio" path="hero.intro">
            {data.document.hero.intro}
          </EditableText>
        </div>
        <PortfolioTabs tabs={data.tabs} motion={data.motion} pager={(tab) => <TabPager data={data} slug={tab.slug} />} />
      </main>
      <SiteFooter />
    </div>
  );
}
