// Swiper with just the modules the testimonial carousel uses, in its own chunk: the carousel
// imports this file only after mount, so swiper never reaches the server or the first load.
import Swiper from "swiper";
import { Autoplay } from "swiper/modules";

const CAROUSEL = {
  gap: 20,
  autoplayDelayMs: 3000,
  speedMs: 6000,
  /** Prev/next clicks should not take the autoplay's 6 s glide. */
  manualSpeedMs: 600,
} as const;

export type CarouselControl = {
  /** Whether this carousel rotates by itself (not with reduced motion or a single review). */
  autoplays: boolean;
  step(direction: 1 | -1): void;
  /** Pauses or resumes the rotation; returns whether it now runs. */
  toggleAutoplay(): boolean;
  destroy(): void;
};

export function createCarousel(element: HTMLElement, slides: number, autoplay: boolean): CarouselControl {
  const autoplays = autoplay && slides > 1;
  const swiper = new Swiper(element, {
    modules: [Autoplay],
    slidesPerView: 1,
    spaceBetween: CAROUSEL.gap,
    // Swiper's loop needs a few slides to rotate through; with fewer it warns and stalls.
    loop: slides >= 3,
    // A visitor's click must not wait for the 6 s autoplay glide to finish.
    loopPreventsSliding: false,
    speed: autoplays ? CAROUSEL.speedMs : CAROUSEL.manualSpeedMs,
    autoplay: autoplays ? { delay: CAROUSEL.autoplayDelayMs, disableOnInteraction: false } : false,
    grabCursor: true,
  });
  return {
    autoplays,
    step(direction) {
      if (direction > 0) swiper.slideNext(CAROUSEL.manualSpeedMs);
      else swiper.slidePrev(CAROUSEL.manualSpeedMs);
    },
    toggleAutoplay() {
      if (swiper.autoplay.running) swiper.autoplay.stop();
      else swiper.autoplay.start();
      return swiper.autoplay.running;
    },
    destroy: () => swiper.destroy(true, true),
  };
}
