// The home page (/), in SPEC.md's order: header, hero, about, core skills, sliders, client
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
  return (
    <>
      <SiteHeader variant="landing" />
      <main id="main" className="home">
        <Hero work={data.work} />
        <div className="home__studio">
          <ParticleField />
          <About />
          <CoreSkills />
        </div>
        <Showcase />
        <LogoStrip logos={data.logos} />
        <Testimonials clients={data.clients} />
        <CaseStudy />
      </main>
      <SiteFooter>
        <FooterCallToAction />
      </SiteFooter>
      <ChatButton />
      <Cursor />
    </>
  );
}
