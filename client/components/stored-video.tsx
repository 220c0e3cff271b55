// A stored video in the visitor's own player: its poster frame until a press, nothing downloaded
// before that. The gallery's film and the admin's video fields show videos this way.
import type { StoredVideo } from "../contract/stored-media.ts";
import { mediaUrl, toImage } from "../contract/stored-media.ts";

type Props = { video: StoredVideo; label: string; className: string; muted?: boolean };

export function StoredVideoPlayer({ video, label, className, muted = false }: Props) {
  return (
    <video
      className={className}
      src={mediaUrl(video.key)}
      poster={toImage(video.poster).src}
      width={video.width}
      height={video.height}
      muted={muted}
      controls
      playsInline
      preload="none"
      aria-label={label}
    />
  );
}
