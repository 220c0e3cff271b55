// Two image sliders of 19 works each, running in opposite directions, with the marquee line
// "Quality is worth the time." between them; a slide with a link (its project's page) opens it. An empty track is left out (its ✎ stays, so the
// owner can fill it in edit mode).
import type { HomeDocument } from "../../contract/documents/home.ts";
import { LoopingRow } from "./looping-row.tsx";
import { ReservedImage } from "./reserved-image.tsx";
import { EditSpot } from "../../components/in-place/editable.tsx";
import { PrefetchLink } from "../../components/prefetch-link.tsx";

const MARQUEE_REPEAT = 4;
/** The rendered size a slide is reserved at; its height follows the image's own shape. */
const SLIDE_WIDTH = 480;

type Slide = HomeDocument["sliders"]["first"][number];

export function Showcase({ sliders }: { sliders: HomeDocument["sliders"] }) {
  return (
    <section className="showcase" aria-labelledby="showcase-title">
      <h2 id="showcase-title" className="visually-hidden">
        Selected work
      </h2>
      <SlideTrack slides={sliders.first} track="A" seconds={70} />
      <EditSpot doc="home" path="sliders.first" label="Edit first slider" />
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
      <SlideTrack slides={sliders.second} track="B" seconds={80} reverse />
      <EditSpot doc="home" path="sliders.second" label="Edit second slider" />
    </section>
  );
}

function SlideTrack({ slides, track, seconds, reverse }: { slides: Slide[]; track: string; seconds: number; reverse?: boolean }) {
  if (slides.length === 0) return null;
  return (
    <LoopingRow
      className="slides"
      items={slides}
      itemKey={(slide, i) => `${i}:${slide.image.key}`}
      label={`Work samples, row ${track}`}
      render={(slide, _, copy) => {
        const picture = (
          <ReservedImage
            className="slides__image"
            image={slide.image}
            width={SLIDE_WIDTH}
            sizes="(min-width: 900px) 20vw, 44vw"
            alt={copy ? "" : slide.alt}
          />
        );
        if (!slide.link) return picture;
        // The row's copy is hidden from assistive technology, so its links are out of the tab order too.
        return (
          <PrefetchLink className="slides__link" href={slide.link} tabIndex={copy ? -1 : undefined}>
            {picture}
          </PrefetchLink>
        );
      }}
      seconds={seconds}
      reverse={reverse}
    />
  );
}
