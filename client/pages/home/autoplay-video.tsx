// A muted, looping video that plays while on screen. Playback starts from an effect rather
// than the autoplay attribute, so a visitor who asked for reduced motion never sees it move
// (they get the poster); a small button pauses or resumes it, and a pause sticks.
import { startTransition, useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "../../components/use-media-query.ts";

type Source = { src: string; media?: string };

type Props = { sources: Source[]; poster: string; width: number; height: number; className: string; label: string };

export function AutoplayVideo({ sources, poster, width, height, className, label }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const pausedByVisitor = useRef(false);
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current!;
    element.muted = true;
    if (reducedMotion) {
      element.pause();
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) element.pause();
      else if (!pausedByVisitor.current) element.play().catch(() => {});
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [reducedMotion]);

  const toggle = () => {
    const element = video.current!;
    pausedByVisitor.current = !element.paused;
    if (element.paused) element.play().catch(() => {});
    else element.pause();
  };

  return (
    <>
      <video
        ref={video}
        className={className}
        muted
        loop
        playsInline
        // Nothing of the video is fetched before play() (after hydration, once on screen): on a
        // phone it would otherwise take the bandwidth the first paint needs. The poster shows meanwhile.
        preload="none"
        poster={poster}
        width={width}
        height={height}
        aria-hidden="true"
        tabIndex={-1}
        // Media events are urgent to React: a plain update here would be rendered at once, and
        // while the page is still hydrating, that means hydrating the rest of it in one long task.
        onPlay={() => startTransition(() => setPlaying(true))}
        onPause={() => startTransition(() => setPlaying(false))}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} media={source.media} type="video/mp4" />
        ))}
      </video>
      <button type="button" className="video-toggle" onClick={toggle} aria-pressed={!playing}>
        <span className="visually-hidden">Pause {label}</span>
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          {playing ? <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" /> : <path d="M3 1.5l9 5.5-9 5.5z" fill="currentColor" />}
        </svg>
      </button>
    </>
  );
}
