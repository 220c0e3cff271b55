// The home page (/), in this order: header, hero, about, core skills, sliders, client
// logos, testimonials, case study, footer, then the floating chat button and the cursor.
import { ChatButton } from "../../components/chat-button.tsx";
import { Cursor } from "../../components/cursor.tsx";
import { FooterCallToAction, SiteFooter } from "../../components/site-footer.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import type { PageDataMap } from "../../contract/page-data.ts";
import type { PageProps } from "../../lazy-page.tsx";
import { About } from "./about.tsx";
import { CaseStudy } from "./case-study.tsx";
import { CoreSkills } from "./core-skills.tsx";
import { Hero } from "./hero.tsx";
import { LogoStrip } from "./logo-strip.tsx";
import { ParticleField } from "./particles.tsx";
import { Showcase } from "./showcase.tsx";
import { Testimonials } from "./testimonials.tsx";

export default function HomePage({ data }: PageProps<PageDataMap["home"]>) {
  const page = data.document;
  return (
    <>
      <SiteHeader variant="landing" />
      <main id="main" className="home">
        <Hero hero={page.hero} counters={page.counters} work={data.work} />
        <div className="home__studio">
          <ParticleField />
          <About about={page.about} />
          <CoreSkills skills={page.skills} />
        </div>
        <Showcase sliders={page.sliders} />
        <LogoStrip heading={page.sections.logos} logos={data.logos} />
        <Testimonials heading={page.sections.testimonials} reviews={data.reviews} />
        <CaseStudy caseStudy={page.caseStudy} />
      </main>
      <SiteFooter>
        <FooterCallToAction />
      </SiteFooter>
      <ChatButton />
      <Cursor />
    </>
  );
}
