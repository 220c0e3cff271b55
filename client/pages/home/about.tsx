// "WHO AM I ?": the studio in its own words, beside a portrait when it has one.
import type { HomeDocument } from "../../contract/documents/home.ts";
import { EditSpot } from "../../components/in-place/editable.tsx";
import { EditableText } from "../../components/in-place/editable-text.tsx";
import { ReservedImage } from "./reserved-image.tsx";
import { KickerAndHeading } from "./section-heading.tsx";

export function About({ about }: { about: HomeDocument["about"] }) {
  return (
    <section id="about" className={about.portrait ? "about" : "about about--text"} aria-labelledby="about-title">
      <div className="about__text">
        <KickerAndHeading path="about" id="about-title" className="about__heading" kicker={about.kicker} heading={about.heading} />
        {about.paragraphs.map((paragraph, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: each paragraph is edited at its position (about.paragraphs.i): the position is its identity
          <EditableText key={i} as="p" className="about__paragraph" doc="home" path={`about.paragraphs.${i}`}>
            {paragraph}
          </EditableText>
        ))}
        <EditSpot doc="home" path="about.paragraphs" label="Edit paragraphs" />
        <EditSpot doc="home" path="about.portrait" label="Replace portrait" />
      </div>
      {about.portrait && (
        <figure className="about__figure">
          <ReservedImage image={about.portrait.image} width={960} sizes="(min-width: 900px) 36vw, 90vw" alt={about.portrait.alt} />
        </figure>
      )}
    </section>
  );
}
