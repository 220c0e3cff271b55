// The case-study block: a looping product film beside the story and a button to the work.
import { PrefetchLink } from "../../components/prefetch-link.tsx";
import { posterUrl } from "../../components/poster-url.ts";
import type { HomeDocument } from "../../contract/documents/home.ts";
import { mediaUrl } from "../../contract/stored-media.ts";
import { AutoplayVideo } from "./autoplay-video.tsx";
import { Editable, EditSpot } from "../../components/in-place/in-place.tsx";

export function CaseStudy({ caseStudy }: { caseStudy: HomeDocument["caseStudy"] }) {
  const { video } = caseStudy;
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
        <p className="section-kicker">
          <Editable doc="home" path="caseStudy.kicker">
            {caseStudy.kicker}
          </Editable>
        </p>
        <h2 id="case-study-title" className="case-study__heading">
          <Editable doc="home" path="caseStudy.heading">
            {caseStudy.heading}
          </Editable>
        </h2>
        <p className="case-study__body">
          <Editable doc="home" path="caseStudy.text">
            {caseStudy.text}
          </Editable>
        </p>
        <dl className="case-study__facts">
          {caseStudy.facts.map((fact, i) => (
            <div key={i}>
              <dt>
                <Editable doc="home" path={`caseStudy.facts.${i}.label`}>
                  {fact.label}
                </Editable>
              </dt>
              <dd>
                <Editable doc="home" path={`caseStudy.facts.${i}.value`}>
                  {fact.value}
                </Editable>
              </dd>
            </div>
          ))}
        </dl>
        <EditSpot doc="home" path="caseStudy.facts" label="Edit facts" />
        <PrefetchLink href={caseStudy.link} className="button button--primary">
          <Editable doc="home" path="caseStudy.button">
            {caseStudy.button}
          </Editable>
        </PrefetchLink>
      </div>
    </section>
  );
}
