// The shared layout of the six service pages: hero, keyword banners, 'Know More', the page's
// card grid (children) and a footer asking for custom requests. A service with no cards yet
// leaves out its work section and the hero's "See the work" (it would lead nowhere).
import type { ReactNode } from "react";
import type { ServiceDocument } from "../../contract/documents/service.ts";
import type { PageDataMap } from "../../contract/page-data.ts";
import type { Family } from "../../contract/families.ts";
import { toImage } from "../../contract/stored-media.ts";
import { SiteFooter } from "../site-footer.tsx";
import { SiteHeader } from "../site-header.tsx";
import { useService } from "../../site.ts";
import { useStudio } from "../../studio.ts";
import { ResponsiveImage } from "../responsive-image.tsx";
import { KeywordMarquee } from "./keyword-marquee.tsx";
import { KnowMore } from "./know-more.tsx";
import { CustomRequests } from "./custom-requests.tsx";
import { FormLink } from "../form-link.tsx";
import { EditSpot } from "../in-place/editable.tsx";
import { EditableText } from "../in-place/editable-text.tsx";
import type { ServiceDocumentKey } from "../../contract/documents/registry.ts";

type Props = { slug: Family; data: PageDataMap["service"]; children: ReactNode };

export function ServiceLayout({ slug, data, children }: Props) {
  const content = data.document;
  const hasWork = data.cards.length > 0;
  const service = useService(slug);
  const studio = useStudio();
  const doc: ServiceDocumentKey = `service-${slug}`;
  return (
    <div className="studio-page service">
      <SiteHeader />
      <main id="main">
        <section className="service-hero" aria-labelledby="service-title">
          <div className="service-hero__text">
            <h1 className="service-hero__title" id="service-title">
              <span className="studio-eyebrow">{service.name}</span>
              <EditableText as="span" className="service-hero__statement" doc={doc} path="heading">
                {content.heading}
              </EditableText>
            </h1>
            <EditableText as="p" className="service-hero__intro" doc={doc} path="intro">
              {content.intro}
            </EditableText>
            <div className="service-hero__actions">
              <FormLink className="button button--primary" href={studio.forms.enquiry}>
                Start a project
              </FormLink>
              {hasWork && (
                <a className="button button--ghost" href="#work">
                  See the work
                </a>
              )}
            </div>
          </div>
          <div className="service-hero__media">
            <ResponsiveImage image={toImage(content.hero.image)} alt={content.hero.alt} sizes="(min-width: 1000px) 50vw, 100vw" eager />
            <EditSpot doc={doc} path="hero" label="Replace hero image" />
          </div>
        </section>
        <KeywordMarquee rows={[content.keywords.first, content.keywords.second]} />
        <EditSpot doc={doc} path="keywords.first" label="Edit first keywords" />
        <EditSpot doc={doc} path="keywords.second" label="Edit second keywords" />
        <KnowMore doc={doc} content={content.knowMore} serviceName={service.name} />
        {hasWork && (
          <section className="service-work" id="work" aria-labelledby="work-title">
            <header className="service-work__intro">
              <EditableText as="h2" id="work-title" doc={doc} path="work.heading">
                {content.work.heading}
              </EditableText>
              <WorkIntro work={content.work} />
            </header>
            {children}
          </section>
        )}
      </main>
      <SiteFooter>
        <CustomRequests />
      </SiteFooter>
    </div>
  );
}

/** Both hints are in the HTML; CSS shows the one for the visitor's input (services.css, hover media query). */
function WorkIntro({ work }: { work: ServiceDocument["work"] }) {
  if (!work.touchIntro) return <p>{work.intro}</p>;
  return (
    <p>
      <span className="input-hint input-hint--pointer">{work.intro}</span>
      <span className="input-hint input-hint--touch">{work.touchIntro}</span>
    </p>
  );
}
