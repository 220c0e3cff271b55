// "WHO AM I ?": the studio in its own words, beside a portrait.
import type { HomeDocument } from "../../contract/documents/home.ts";
import { toImage } from "../../contract/stored-media.ts";
import { Editable, EditSpot } from "../../components/in-place/in-place.tsx";

/** The rendered size it is reserved at; its height follows the portrait's own shape. */
const PORTRAIT_WIDTH = 960;

export function About({ about }: { about: HomeDocument["about"] }) {
  const portrait = toImage(about.portrait.image);
  return (
    <section id="about" className="about" aria-labelledby="about-title">
      <div className="about__text">
        <p className="section-kicker">
          <Editable doc="home" path="about.kicker">
            {about.kicker}
          </Editable>
        </p>
        <h2 id="about-title" className="about__heading">
          <Editable doc="home" path="about.heading">
            {about.heading}
          </Editable>
        </h2>
        {about.paragraphs.map((paragraph, i) => (
          <p key={i} className="about__paragraph">
            <Editable doc="home" path={`about.paragraphs.${i}`}>
              {paragraph}
            </Editable>
          </p>
        ))}
        <EditSpot doc="home" path="about.paragraphs" label="Edit paragraphs" />
        <EditSpot doc="home" path="about.portrait" label="Replace portrait" />
      </div>
      <figure className="about__figure">
        <img
          src={portrait.src}
          srcSet={portrait.srcset.webp}
          sizes="(min-width: 900px) 36vw, 90vw"
          width={PORTRAIT_WIDTH}
          height={Math.round((PORTRAIT_WIDTH * portrait.height) / portrait.width)}
          loading="lazy"
          decoding="async"
          alt={about.portrait.alt}
        />
      </figure>
    </section>
  );
}
