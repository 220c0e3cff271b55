// "WHO AM I ?": the studio in its own words, beside a portrait.
import { about } from "../../content/home.ts";
import { responsiveImage } from "../../content/media.ts";

export function About() {
  const portrait = responsiveImage(about.portrait);
  return (
    <section id="about" className="about" aria-labelledby="about-title">
      <div className="about__text">
        <p className="section-kicker">{about.kicker}</p>
        <h2 id="about-title" className="about__heading">
          {about.heading}
        </h2>
        {about.paragraphs.map((paragraph) => (
          <p key={paragraph} className="about__paragraph">
            {paragraph}
          </p>
        ))}
      </div>
      <figure className="about__figure">
        <img
          src={portrait.src}
          srcSet={portrait.srcSet}
          sizes="(min-width: 900px) 36vw, 90vw"
          width={960}
          height={1200}
          loading="lazy"
          decoding="async"
          alt={about.portraitAlt}
        />
      </figure>
    </section>
  );
}
