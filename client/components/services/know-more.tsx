// The collapsible 'Know More' section: what the service includes, who it is for, why the
// studio, a contact line and the FAQs. A native disclosure (<details>), so it opens before the
// scripts arrive or without them, and hydration (which leaves `open` alone) keeps it as the
// visitor left it. The content is in the HTML either way.
import { useId } from "react";
import type { ServiceDocument } from "../../contract/documents/service.ts";
import { chatUrl, mailUrl, useStudio } from "../../studio.ts";
import { ExternalLink } from "../external-link.tsx";
import { Editable, EditSpot } from "../in-place/editable.tsx";
import { EditableText } from "../in-place/editable-text.tsx";
import type { ServiceDocumentKey } from "../../contract/documents/registry.ts";

type KnowMoreContent = ServiceDocument["knowMore"];
type Point = KnowMoreContent["services"][number];

export function KnowMore({ doc, content, serviceName }: { doc: ServiceDocumentKey; content: KnowMoreContent; serviceName: string }) {
  const titleId = useId();
  const studio = useStudio();
  return (
    <section className="know-more" aria-labelledby={titleId}>
      <details className="know-more__details">
        <summary className="know-more__bar">
          <h2 className="know-more__title" id={titleId}>
            About {serviceName}
          </h2>
          {/* Both words are in the HTML; CSS shows the one for the disclosure's state. */}
          <span className="button button--ghost know-more__toggle" aria-hidden="true">
            <span className="know-more__when-closed">Know More</span>
            <span className="know-more__when-open">Show less</span>
            <span className="know-more__icon" />
          </span>
        </summary>
        <div className="know-more__body">
          <EditableText as="p" className="know-more__intro" doc={doc} path="knowMore.intro">
            {content.intro}
          </EditableText>
          {/* An empty list (a site started empty) is left out, and the columns with all three. */}
          {content.services.length + content.industries.length + content.whyUs.length > 0 && (
            <div className="know-more__columns">
              <PointList title="What we do" points={content.services} />
              <PointList title="Industry solutions" points={content.industries} />
              <PointList title="Why choose us" points={content.whyUs} />
            </div>
          )}
          <EditSpot doc={doc} path="knowMore.services" label="Edit what we do" />
          <EditSpot doc={doc} path="knowMore.industries" label="Edit industries" />
          <EditSpot doc={doc} path="knowMore.whyUs" label="Edit why us" />
          <p className="know-more__contact">
            <Editable doc={doc} path="knowMore.contactLine">
              {content.contactLine}
            </Editable>{" "}
            <a href={mailUrl(studio, `${serviceName} enquiry`)}>Email {studio.email}</a>, call{" "}
            <a href={`tel:${studio.phone}`}>{studio.phoneDisplay}</a> or <ExternalLink href={chatUrl(studio)}>chat with us</ExternalLink>.
          </p>
          <div className="know-more__faqs">
            {content.faqs.length > 0 && <h3 className="know-more__heading">FAQs</h3>}
            {content.faqs.map((faq, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: each FAQ is edited at its position (the path knowMore.faqs.i): the position is its identity
              <details key={i} className="faq">
                <EditableText as="summary" className="faq__question" doc={doc} path={`knowMore.faqs.${i}.question`}>
                  {faq.question}
                </EditableText>
                <EditableText as="p" className="faq__answer" doc={doc} path={`knowMore.faqs.${i}.answer`}>
                  {faq.answer}
                </EditableText>
              </details>
            ))}
            <EditSpot doc={doc} path="knowMore.faqs" label="Edit FAQs" />
          </div>
        </div>
      </details>
    </section>
  );
}

function PointList({ title, points }: { title: string; points: Point[] }) {
  if (points.length === 0) return null;
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
