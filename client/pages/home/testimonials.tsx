// The testimonial carousel: the reviews the admin manages, one per view. The server sends
// every review as plain markup (a scroll-snapping row that works without JavaScript); once the
// carousel nears the viewport swiper takes over the same elements and autoplays. With no
// reviews the whole section is left out (the list comes with the page's data: empty, not loading).
import { memo, useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { Review } from "../../contract/reviews.ts";
import type { HomeDocument } from "../../contract/documents/home.ts";
import { Chevron } from "../../components/chevron.tsx";
import { usePrefersReducedMotion } from "../../components/use-media-query.ts";
import { Avatar } from "./avatar.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { useNearViewport } from "./use-near-viewport.ts";
import type { CarouselControl } from "./carousel-swiper.ts";

export function Testimonials({ heading, reviews }: { heading: HomeDocument["sections"]["testimonials"]; reviews: Review[] }) {
  if (reviews.length === 0) return null;
  return (
    <section id="testimonials" className="testimonials" aria-labelledby="testimonials-title">
      <SectionHeading id="testimonials-title" section="testimonials" kicker={heading.kicker} heading={heading.heading} />
      <Carousel reviews={reviews} />
    </section>
  );
}

function Carousel({ reviews }: { reviews: Review[] }) {
  const viewport = useRef<HTMLElement>(null);
  const control = useRef<CarouselControl | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [autoplay, setAutoplay] = useState<"off" | "running" | "paused">("off");
  const near = useNearViewport(viewport);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    void import("./carousel-swiper.ts").then(({ createCarousel }) => {
      if (cancelled || !viewport.current) return;
      control.current = createCarousel(viewport.current, reviews.length, !reducedMotion);
      setAutoplay(control.current.autoplays ? "running" : "off");
    });
    return () => {
      cancelled = true;
      control.current?.destroy();
      control.current = null;
      setAutoplay("off");
    };
  }, [reviews.length, reducedMotion, near]);

  const step = (direction: 1 | -1) => {
    if (control.current) return control.current.step(direction);
    // Before swiper loads, the row is a native scroller: move it by one slide.
    viewport.current?.scrollBy({ left: direction * viewport.current.clientWidth, behavior: "smooth" });
  };

  const toggleAutoplay = () => {
    if (control.current) setAutoplay(control.current.toggleAutoplay() ? "running" : "paused");
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") step(1);
    if (event.key === "ArrowLeft") step(-1);
  };

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label="Client testimonials" onKeyDown={onKeyDown}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the viewport takes focus so the arrow keys move the reviews (the carousel pattern) */}
      <section ref={viewport} className="swiper carousel__viewport" tabIndex={0} aria-label="Reviews; use the arrow keys to move">
        <Slides reviews={reviews} />
      </section>
      <div className="carousel__controls">
        <button type="button" className="icon-button carousel__button" onClick={() => step(-1)} aria-label="Previous review">
          <Chevron direction="left" size={20} />
        </button>
        {autoplay !== "off" && (
          <button type="button" className="icon-button carousel__button" onClick={toggleAutoplay} aria-pressed={autoplay === "paused"}>
            <span className="visually-hidden">Pause automatic rotation</span>
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              {autoplay === "running" ? (
                <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" />
              ) : (
                <path d="M3 1.5l9 5.5-9 5.5z" fill="currentColor" />
              )}
            </svg>
          </button>
        )}
        <button type="button" className="icon-button carousel__button" onClick={() => step(1)} aria-label="Next review">
          <Chevron direction="right" size={20} />
        </button>
      </div>
    </section>
  );
}

/** Swiper moves these elements around; memo keeps React from touching them after mount. */
const Slides = memo(function Slides({ reviews }: { reviews: Review[] }) {
  return (
    <div className="swiper-wrapper">
      {reviews.map((review, i) => {
        const [person, company] = splitName(review.name);
        return (
          // A <div>: the carousel pattern's role="group" is not allowed on <figure>.
          // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this is the carousel pattern's slide
          <div
            key={review._id}
            className="swiper-slide testimonial"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${reviews.length}`}
            data-index={i}
          >
            <p className="testimonial__highlight">
              <em>{review.title}</em>
            </p>
            <blockquote className="testimonial__quote">
              <p>{review.primarytitle}</p>
            </blockquote>
            <div className="testimonial__author">
              <Avatar src={review.profileimg} name={person} />
              <span>
                <span className="testimonial__name">{person}</span>
                {company && <span className="testimonial__company">{company}</span>}
              </span>
            </div>
          </div>
        );
      })}
    </div>
  );
});

/** "Priya Raman, Lumen Skincare" → the person and the company, when written that way. */
function splitName(name: string): [string, string] {
  const cut = name.indexOf(",");
  return cut < 0 ? [name, ""] : [name.slice(0, cut).trim(), name.slice(cut + 1).trim()];
}
