// The Motion tab: the owner's films, rendered with the page, then the playlist's videos when one
// is set (GET /api/videos, fetched by the browser: 'Loader...' while it loads). An uploaded film
// plays in the visitor's own player, its poster frame shown until then; a linked or playlist
// video is a card that opens the video's page (so it works without scripts) and, with them, plays
// it here instead, one at a time. With no film at all: an empty state pointing to the channel,
// when the studio has one.
import { useEffect, useRef, useState, type MouseEvent } from "react";
import type { MotionData } from "../../contract/films.ts";
import type { StoredVideo } from "../../contract/stored-media.ts";
import { embedUrl, PROVIDER_NAMES, watchUrl, type VideoLink } from "../../contract/video-links.ts";
import { VIDEOS_PATH, type VideosAnswer } from "../../contract/videos.ts";
import { useStudio } from "../../studio.ts";
import { ExternalLink } from "../external-link.tsx";
import { StoredVideoPlayer } from "../stored-video.tsx";
import { filmPoster } from "./film-poster.ts";

type Playlist = { status: "loading" } | { status: "ready"; links: EmbedCard[] };
type EmbedCard = { key: string; title: string; link: VideoLink; poster: string | null };

const LOADER_TEXT = "Loader...";

export function MotionVideos({ motion }: { motion: MotionData }) {
  const [playlist, setPlaylist] = useState<Playlist>(motion.playlist ? { status: "loading" } : { status: "ready", links: [] });
  const [playing, setPlaying] = useState<string | null>(null);

  useEffect(() => {
    if (!motion.playlist) return;
    const controller = new AbortController();
    const ready = (links: EmbedCard[]) => setPlaylist({ status: "ready", links });
    fetch(VIDEOS_PATH, { signal: controller.signal })
      .then((response) => response.json() as Promise<Partial<VideosAnswer>>)
      .then((answer) =>
        ready(
          (answer.success ? (answer.videos ?? []) : []).map((video) => ({
            key: `playlist-${video.id}`,
            title: video.title,
            link: { provider: "youtube", id: video.id },
            poster: video.thumbnail,
          })),
        ),
      )
      .catch(() => {
        if (!controller.signal.aborted) ready([]);
      });
    return () => controller.abort();
  }, [motion.playlist]);

  const loading = playlist.status === "loading";
  const listed = playlist.status === "ready" ? playlist.links : [];
  if (motion.films.length === 0 && listed.length === 0) return loading ? <Loader /> : <Empty />;

  const play = (event: MouseEvent<HTMLAnchorElement>, key: string) => {
    // A new tab or window (modifier keys, middle button) is the link's own business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPlaying(key);
  };

  const card = ({ key, title, link, poster }: EmbedCard) => (
    <li key={key} className="motion__item">
      {playing === key ? (
        <div className="motion__frame">
          <iframe src={embedUrl(link)} title={title} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" />
        </div>
      ) : (
        <a
          className="motion__thumb"
          href={watchUrl(link)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => play(event, key)}
          aria-label={`Play ${title}`}
        >
          {poster ? (
            <img src={poster} alt="" width={320} height={180} loading="lazy" decoding="async" />
          ) : (
            <span className="motion__drawn" aria-hidden="true">
              {PROVIDER_NAMES[link.provider]}
            </span>
          )}
          {PLAY_ICON}
        </a>
      )}
      <p className="motion__title">{title}</p>
    </li>
  );

  // The invitation to pick a film is shown only where there are films to pick.
  return (
    <>
      <p className="motion__hint">Pick a film to play it here; one plays at a time.</p>
      <ul className="motion__grid">
        {motion.films.map((film) =>
          film.video ? (
            <li key={film._id} className="motion__item">
              <OwnFilm title={film.title} video={film.video} playing={playing === film._id} onStart={() => setPlaying(film._id)} />
              <p className="motion__title">{film.title}</p>
            </li>
          ) : film.link ? (
            card({ key: film._id, title: film.title, link: film.link, poster: filmPoster(film) })
          ) : null,
        )}
        {listed.map(card)}
      </ul>
      {loading ? <Loader /> : null}
    </>
  );
}

const PLAY_ICON = (
  <span className="motion__play" aria-hidden="true">
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
    </svg>
  </span>
);

/**
 * An uploaded film in the visitor's own player. Without scripts the player's controls show; once
 * the page is live, the tab's play button stands over the poster like every card's, and a film
 * started elsewhere on the tab pauses this one.
 */
function OwnFilm({ title, video: film, playing, onStart }: { title: string; video: StoredVideo; playing: boolean; onStart(): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [live, setLive] = useState(false);
  const [started, setStarted] = useState(false);
  useEffect(() => setLive(true), []);
  useEffect(() => {
    if (!playing) video.current?.pause();
  }, [playing]);
  const covered = live && !started;
  const start = () => {
    setStarted(true);
    onStart();
    void video.current?.play().catch(() => {});
  };
  return (
    <div className="motion__frame motion__frame--own">
      <StoredVideoPlayer ref={video} video={film} label={title} className="motion__video" controls={!covered} />
      {covered ? (
        <button type="button" className="motion__thumb motion__cover" onClick={start} aria-label={`Play ${title}`}>
          {PLAY_ICON}
        </button>
      ) : null}
    </div>
  );
}

function Loader() {
  return (
    <p className="motion__loader" role="status">
      <span className="spinner" aria-hidden="true" />
      {LOADER_TEXT}
    </p>
  );
}

function Empty() {
  const channel = useStudio().social.youtube;
  return (
    <div className="motion__empty" role="status">
      <p className="motion__empty-title">The showreel is being recut.</p>
      <p>New films will appear here shortly.{channel ? " Until then, every film is on our channel." : ""}</p>
      {channel ? (
        <ExternalLink className="button button--ghost" href={channel}>
          Watch on YouTube
        </ExternalLink>
      ) : null}
    </div>
  );
}
