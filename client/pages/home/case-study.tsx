// The case-study block: a looping product film beside the story and a button to the work.
import { PrefetchLink } from "../../components/prefetch-link.tsx";
import { posterUrl } from "../../components/poster-url.ts";
import type { HomeDocument } from "../../contract/documents/home.ts";
import { mediaUrl } from "../../contract/stored-media.ts";
import { AutoplayVideo } from "./autoplay-video.tsx";

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
      </div>
      <div className="case-study__text">
        <p className="section-kicker">{caseStudy.kicker}</p>
        <h2 id="case-study-title" className="case-study__heading">
          {caseStudy.heading}
        </h2>
        <p className="case-study__body">{caseStudy.text}</p>
        <dl className="case-study__facts">
          {caseStudy.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <PrefetchLink href={caseStudy.link} className="button button--primary">
          {caseStudy.button}
        </PrefetchLink>
      </div>
    </section>
  );
}
