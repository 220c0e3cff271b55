// The layout of every service page (client/pages/service/page.tsx): hero, keyword banners, 'Know More', the page's
// card grid (children), the projects of a service whose cards are its own (sites, films)
// and a footer asking for custom requests. A service with no cards leaves out its work section,
// one with no projects its projects section, and with neither the hero's "See the work" (it
// would lead nowhere).
import type { ReactNode } from "react";
import type { ServiceDocument } from "../../contract/documents/service.ts";
import type { PageDataMap } from "../../contract/page-data.ts";
import { toImage } from "../../contract/stored-media.ts";
import { SiteFooter } from "../site-footer.tsx";
import { SiteHeader } from "../site-header.tsx";
import { useStudio } from "../../studio.ts";
import { ResponsiveImage } from "../responsive-image.tsx";
import { KeywordMarquee } from "./keyword-marquee.tsx";
import { KnowMore } from "./know-more.tsx";
import { CustomRequests } from "./custom-requests.tsx";
import { FormLink } from "../form-link.tsx";
import { EditSpot } from "../in-place/editable.tsx";
import { EditableText } from "../in-place/editable-text.tsx";
import type { ServiceDocumentKey } from "../../contract/documents/registry.ts";
import { ListPager } from "../list-pager.tsx";

type Props = {
  data: PageDataMap["service"];
  children: ReactNode;
  /** The service's projects (data.projects) in its own card style. */
  projects?: ReactNode;
};

export function ServiceLayout({ data, children, projects }: Props) {
  const content = data.document;
  const hasWork = data.cards.length > 0;
  const hasProjects = projects !== undefined && data.projects.length > 0;
  const { service } = data;
  const studio = useStudio();
  const doc: ServiceDocumentKey = `service-${service.id}`;
  // The published projects come a page at a time: a gallery service's cards, or a card service's projects.
  const pagesProjects = projects !== undefined;
  const pager = (
    <ListPager
      data={data}
      paging={data.paging}
      request={(page) => ({ kind: "service", args: { service: service.slug }, page })}
      append={(shown, next) => ({
        ...next,
        ...(pagesProjects ? { projects: [...shown.projects, ...next.projects] } : { cards: [...shown.cards, ...next.cards] }),
        paging: { ...next.paging, first: shown.paging.first ?? shown.paging.page },
      })}
      noun="projects"
    />
  );
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
              {(hasWork || hasProjects) && (
                <a className="button button--ghost" href={hasWork ? "#work" : "#projects"}>
                  See the work
                </a>
              )}
            </div>
          </div>
          {content.hero ? (
            <div className="service-hero__media">
              <ResponsiveImage image={toImage(content.hero.image)} alt={content.hero.alt} sizes="(min-width: 1000px) 50vw, 100vw" eager />
              <EditSpot doc={doc} path="hero" label="Replace hero image" />
            </div>
          ) : (
            <EditSpot doc={doc} path="hero" label="Add a hero image" />
          )}
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
            {!pagesProjects && pager}
          </section>
        )}
        {hasProjects && (
          <section className="service-work service-projects" id="projects" aria-labelledby="projects-title">
            <header className="service-work__intro">
              <h2 id="projects-title">Projects</h2>
              <p>Each opens the whole project.</p>
            </header>
            {projects}
            {pager}
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
