// The case-study block: a looping product film beside the story and a button to the work. Without
// a film there is no case study to show; a button whose project is gone (its link arrives "", see
// src/features/projects/live-link.ts) is left out rather than leading to a 404.
import { PrefetchLink } from "../../components/prefetch-link.tsx";
import { posterUrl } from "../../components/poster-url.ts";
import type { HomeDocument } from "../../contract/documents/home.ts";
import { mediaUrl } from "../../contract/stored-media.ts";
import { AutoplayVideo } from "./autoplay-video.tsx";
import { KickerAndHeading } from "./section-heading.tsx";
import { Editable, EditSpot } from "../../components/in-place/editable.tsx";
import { EditableText } from "../../components/in-place/editable-text.tsx";

export function CaseStudy({ caseStudy }: { caseStudy: HomeDocument["caseStudy"] }) {
  const { video } = caseStudy;
  if (!video) return null;
  return (
    <section id="case-study" className="case-study" aria-labelledby="case-study-title">
      <div className="case-study__media">
        <AutoplayVideo
          className="case-study__video"
          sources={[{ src: mediaUrl(video.key) }]}
          poster={posterUrl(video.poster)}
          width={video.width}
          height={video.height}
          label="case-study video"
        />
        <EditSpot doc="home" path="caseStudy.video" label="Replace case study video" />
      </div>
      <div className="case-study__text">
        <KickerAndHeading
          path="caseStudy"
          id="case-study-title"
          className="case-study__heading"
          kicker={caseStudy.kicker}
          heading={caseStudy.heading}
        />
        <EditableText as="p" className="case-study__body" doc="home" path="caseStudy.text">
          {caseStudy.text}
        </EditableText>
        <dl className="case-study__facts">
          {caseStudy.facts.map((fact, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: each fact is edited at its position (caseStudy.facts.i): the position is its identity
            <div key={i}>
              <EditableText as="dt" doc="home" path={`caseStudy.facts.${i}.label`}>
                {fact.label}
              </EditableText>
              <EditableText as="dd" doc="home" path={`caseStudy.facts.${i}.value`}>
                {fact.value}
              </EditableText>
            </div>
          ))}
        </dl>
        <EditSpot doc="home" path="caseStudy.facts" label="Edit facts" />
        {/* A link removed (its page deleted) takes the button with it: it would lead nowhere. */}
        {caseStudy.link ? (
          <PrefetchLink href={caseStudy.link} className="button button--primary">
            <Editable doc="home" path="caseStudy.button">
              {caseStudy.button}
            </Editable>
          </PrefetchLink>
        ) : null}
        <EditSpot doc="home" path="caseStudy.link" label="Change the button's link" />
      </div>
    </section>
  );
}
