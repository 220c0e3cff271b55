// The hero (anchor #home): a muted looping background video under an overlay, the intro line,
// the compose-mail call to action, the tagline and the two counters.
import { posterUrl } from "../../components/poster-url.ts";
import type { HomeDocument } from "../../contract/documents/home.ts";
import { mediaUrl } from "../../contract/stored-media.ts";
import { useSite } from "../../site.ts";
import { mailUrl, useStudio } from "../../studio.ts";
import { AutoplayVideo } from "./autoplay-video.tsx";
import { HeroCounters } from "./hero-counters.tsx";
import { HeroWork } from "./hero-work.tsx";
import type { PortfolioItem } from "../../contract/portfolio.ts";
import { Editable, EditSpot, useEditing } from "../../components/in-place/editable.tsx";
import { EditableText } from "../../components/in-place/editable-text.tsx";

/** Where the phone video plays: a portrait screen of a phone's width. */
const PHONE_MEDIA = "(max-width: 700px) and (orientation: portrait)";

type Props = { hero: HomeDocument["hero"]; counters: HomeDocument["counters"]; work: PortfolioItem[] };

export function Hero({ hero, counters, work }: Props) {
  const studio = useStudio();
  const site = useSite();
  const { desktop, mobile } = hero.video;
  // The owner's own phone video, else the one made from the hero video at upload, else the hero video itself.
  const phone = mobile?.key ?? desktop?.phone?.key;
  const editing = useEditing();
  return (
    <section id="home" className="hero" aria-labelledby="hero-title">
      {desktop && (
        <AutoplayVideo
          className="hero__video"
          sources={[...(phone ? [{ src: mediaUrl(phone), media: PHONE_MEDIA }] : []), { src: mediaUrl(desktop.key) }]}
          poster={posterUrl(desktop.poster)}
          width={desktop.width}
          height={desktop.height}
          label="background video"
        />
      )}
      <div className="hero__overlay" aria-hidden="true" />
      <div className="hero__content">
        <EditSpot doc="home" path="hero.video" label="Replace hero video" />
        <EditSpot doc="home" path="counters" label="Edit counters" />
        <EditableText as="p" className="hero__eyebrow" doc="home" path="hero.eyebrow">
          {hero.eyebrow}
        </EditableText>
        <h1 id="hero-title" className="hero__title">
          {editing ? (
            // In edit mode the headline is one text, outlined where it stands like every other
            // (it is the site document's tagline): its two styled halves come back once saved.
            <span className="hero__line">
              <Editable doc="site" path="tagline">
                {site.tagline}
              </Editable>
            </span>
          ) : (
            splitTagline(site.tagline).map((line, i) => (
              <span key={line} className={i === 1 ? "hero__line hero__line--accent" : "hero__line"}>
                {line}
              </span>
            ))
          )}
        </h1>
        <div className="hero__row">
          <EditableText as="p" className="hero__intro" doc="home" path="hero.intro">
            {hero.intro}
          </EditableText>
          <a href={mailUrl(studio, "Project enquiry")} className="button button--primary hero__cta">
            <Editable doc="home" path="hero.cta">
              {hero.cta}
            </Editable>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M7 17L17 7M9 7h8v8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </a>
        </div>
        <div className="hero__foot">
          <HeroCounters counters={counters} />
          <HeroWork work={work} />
        </div>
      </div>
    </section>
  );
}

/** "Ideas that hit, Designs that stick." → its two halves, the comma kept on the first. */
function splitTagline(tagline: string): string[] {
  const cut = tagline.indexOf(",");
  return cut < 0 ? [tagline] : [tagline.slice(0, cut + 1), tagline.slice(cut + 1).trim()];
}
