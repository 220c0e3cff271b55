// The full-screen viewer a gallery image opens: a modal dialog (focus kept inside, Escape
// closes) over a swiper with its keyboard and zoom modules (arrows, swipe, pinch and
// double-tap zoom). Loaded only when a visitor opens an image, so neither swiper nor this file
// is part of a first visit. Each picture is its largest width (up to 2560), so a 4x zoom on a
// phone shows real pixels; "Full size" opens the upload's own pixels (metadata stripped).
import { useEffect, useRef, useState } from "react";
import Swiper from "swiper";
import { Keyboard, Zoom } from "swiper/modules";
import type { ProjectImage } from "../../contract/projects.ts";
import { fullSizeSource, largestSource } from "./largest.ts";

export type GalleryViewerProps = {
  title: string;
  images: ProjectImage[];
  start: number;
  onClose(): void;
};

export default function GalleryViewer({ title, images, start, onClose }: GalleryViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const [index, setIndex] = useState(start);

  useEffect(() => {
    dialog.current!.showModal();
    // showModal focuses the dialog's first focusable element ("Full size"); React's autoFocus
    // ran before it, on an element not yet in a modal, so Close is focused here, after it.
    close.current!.focus();
    const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
    const instance = new Swiper(viewport.current!, {
      modules: [Keyboard, Zoom],
      initialSlide: start,
      spaceBetween: 32,
      speed: reduced ? 0 : 350,
      keyboard: { enabled: true },
      zoom: { maxRatio: 4 },
    });
    instance.on("slideChange", () => setIndex(instance.activeIndex));
    swiper.current = instance;
    return () => {
      instance.destroy(true, true);
    };
  }, [start]);

  const item = images[index];
  return (
    <dialog
      ref={dialog}
      className="viewer"
      aria-label={`${title}: image ${index + 1} of ${images.length}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="viewer__bar">
        <p className="viewer__count" aria-live="polite">
          {index + 1} / {images.length}
        </p>
        <a className="viewer__full" href={item ? fullSizeSource(item.image) : undefined} target="_blank" rel="noopener">
          Full size
        </a>
        <button ref={close} type="button" className="viewer__close" onClick={onClose} aria-label="Close viewer">
          ×
        </button>
      </div>
      <div ref={viewport} className="viewer__viewport swiper">
        <div className="swiper-wrapper">
          {images.map((entry, i) => (
            <div key={entry._id} className="swiper-slide viewer__slide">
              <div className="swiper-zoom-container">
                <img
                  src={largestSource(entry.image)}
                  width={entry.image.width}
                  height={entry.image.height}
                  alt={entry.decorative ? "" : entry.alt}
                  loading={Math.abs(i - start) <= 1 ? "eager" : "lazy"}
                  decoding="async"
                />
              </div>
            </div>
          ))}
        </div>
      </div>
      {images.length > 1 && (
        <>
          <button
            type="button"
            className="viewer__step viewer__step--prev"
            aria-label="Previous image"
            disabled={index === 0}
            onClick={() => swiper.current?.slidePrev()}
          >
            ←
          </button>
          <button
            type="button"
            className="viewer__step viewer__step--next"
            aria-label="Next image"
            disabled={index === images.length - 1}
            onClick={() => swiper.current?.slideNext()}
          >
            →
          </button>
        </>
      )}
    </dialog>
  );
}
