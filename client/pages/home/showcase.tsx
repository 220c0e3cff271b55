// Two image sliders of 19 works each, running in opposite directions, with the marquee line
// "Quality is worth the time." between them.
import { responsiveImage } from "../../content/media.ts";
import { sliders } from "../../content/home.ts";
import { LoopingRow } from "./looping-row.tsx";

const MARQUEE_REPEAT = 4;

export function Showcase() {
  return (
    <section className="showcase" aria-labelledby="showcase-title">
      <h2 id="showcase-title" className="visually-hidden">
        Selected work
      </h2>
      <SlideTrack images={sliders.tracks[0]!} track="A" seconds={70} />
      <LoopingRow
        className="marquee"
        items={Array.from({ length: MARQUEE_REPEAT }, () => sliders.marquee)}
        itemKey={(_, i) => String(i)}
        render={(text, i, copy) => (
          <span className="marquee__text" aria-hidden={copy || i > 0 || undefined}>
            {text}
            <span className="marquee__star" aria-hidden="true">
              ✦
            </span>
          </span>
        )}
        seconds={28}
      />
      <SlideTrack images={sliders.tracks[1]!} track="B" seconds={80} reverse />
    </section>
  );
}

function SlideTrack({ images, track, seconds, reverse }: { images: string[]; track: string; seconds: number; reverse?: boolean }) {
  return (
    <LoopingRow
      className="slides"
      items={images}
      itemKey={(base) => base}
      label={`Work samples, row ${track}`}
      render={(base, i, copy) => {
        const image = responsiveImage(base);
        return (
          <img
            className="slides__image"
            src={image.src}
            srcSet={image.srcSet}
            sizes="(min-width: 900px) 20vw, 44vw"
            width={480}
            height={600}
            loading="lazy"
            decoding="async"
            alt={copy ? "" : `Work sample ${track}${i + 1} of ${images.length}`}
          />
        );
      }}
      seconds={seconds}
      reverse={reverse}
    />
  );
}
