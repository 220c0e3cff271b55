// The Motion tab: the playlist from GET /api/videos. 'Loader...' while it loads; a thumbnail becomes an autoplaying embedded player on click, and starting another
// film replaces the first, so only one plays at a time. No videos, or a failed load, shows an
// empty state pointing to the channel: the failure itself is logged on the server.
import { useEffect, useState } from "react";
import { VIDEOS_PATH, type Video, type VideosAnswer } from "../../contract/videos.ts";
import { useStudio } from "../../studio.ts";
import { ExternalLink } from "../external-link.tsx";

type State = { status: "loading" } | { status: "ready"; videos: Video[] };

const LOADER_TEXT = "Loader...";

export function MotionVideos() {
  const [state, setState] = useState<State>({ status: "loading" });
  const [playing, setPlaying] = useState<string | null>(null);
  const studio = useStudio();

  useEffect(() => {
    const controller = new AbortController();
    fetch(VIDEOS_PATH, { signal: controller.signal })
      .then((response) => response.json() as Promise<Partial<VideosAnswer>>)
      .then((answer) => setState({ status: "ready", videos: answer.success ? (answer.videos ?? []) : [] }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "ready", videos: [] });
      });
    return () => controller.abort();
  }, []);

  if (state.status === "loading") {
    return (
      <p className="motion__loader" role="status">
        <span className="spinner" aria-hidden="true" />
        {LOADER_TEXT}
      </p>
    );
  }
  if (state.videos.length === 0) {
    return (
      <div className="motion__empty" role="status">
        <p className="motion__empty-title">The showreel is being recut.</p>
        <p>New films will appear here shortly. Until then, every film is on our channel.</p>
        <ExternalLink className="button button--ghost" href={studio.social.youtube}>
          Watch on YouTube
        </ExternalLink>
      </div>
    );
  }
  // The invitation to pick a film is shown only where there are films to pick.
  return (
    <>
      <p className="motion__hint">Pick a film to play it here; one plays at a time.</p>
      <ul className="motion__grid">
        {state.videos.map((video) => (
          <li key={video.id} className="motion__item">
            {playing === video.id ? (
              <div className="motion__frame">
                <iframe
                  src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.id)}?autoplay=1&rel=0&modestbranding=1`}
                  title={video.title}
                  allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                />
              </div>
            ) : (
              <button type="button" className="motion__thumb" onClick={() => setPlaying(video.id)} aria-label={`Play ${video.title}`}>
                <img src={video.thumbnail} alt="" width={320} height={180} loading="lazy" decoding="async" />
                <span className="motion__play" aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                    <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
                  </svg>
                </span>
              </button>
            )}
            <p className="motion__title">{video.title}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
