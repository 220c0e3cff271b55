// The collapsible 'Know More' section: what the service includes, who it is for, why the
// studio, a contact line and the FAQs. Rendered on the server (hidden) so it is in the HTML.
import { useId, useState } from "react";
import type { Point, ServicePageContent } from "../../content/services/service-page.ts";
import { chatUrl, composeMailUrl, useStudio } from "../../studio.ts";
import { ExternalLink } from "../external-link.tsx";

export function KnowMore({ content, serviceName }: { content: ServicePageContent["knowMore"]; serviceName: string }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const studio = useStudio();
  return (
    <section className="know-more" aria-labelledby={`${regionId}-title`}>
      <div className="know-more__bar">
        <h2 className="know-more__title" id={`${regionId}-title`}>
          About {serviceName}
        </h2>
        <button type="button" className="button button--ghost know-more__toggle" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
          {open ? "Show less" : "Know More"}
          <span className="know-more__icon" aria-hidden="true" />
        </button>
      </div>
      <div className="know-more__body" id={regionId} hidden={!open}>
        <p className="know-more__intro">{content.intro}</p>
        <div className="know-more__columns">
          <PointList title="What we do" points={content.services} />
          <PointList title="Industry solutions" points={content.industries} />
          <PointList title="Why choose us" points={content.whyUs} />
        </div>
        <p className="know-more__contact">
          {content.contactLine}{" "}
          <ExternalLink href={composeMailUrl(studio, `${serviceName} enquiry`)}>
            Email {studio.email}
          </ExternalLink>
          , call <a href={`tel:${studio.phone}`}>{studio.phoneDisplay}</a> or{" "}
          <ExternalLink href={chatUrl(studio)}>
            chat with us
          </ExternalLink>
          .
        </p>
        <div className="know-more__faqs">
          <h3 className="know-more__heading">FAQs</h3>
          {content.faqs.map((faq) => (
            <details key={faq.question} className="faq">
              <summary className="faq__question">{faq.question}</summary>
              <p className="faq__answer">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

function PointList({ title, points }: { title: string; points: Point[] }) {
  return (
    <div className="know-more__group">
      <h3 className="know-more__heading">{title}</h3>
      <ul className="know-more__list">
        {points.map((point) => (
          <li key={point.title}>
            <strong>{point.title}</strong>
            <span>{point.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
