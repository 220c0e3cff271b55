// A stored video in the visitor's own player: its poster frame until a press, nothing downloaded
// before that. The gallery's film and the admin's video fields show videos this way.
import type { Ref } from "react";
import type { StoredVideo } from "../contract/stored-media.ts";
import { mediaUrl, toImage } from "../contract/stored-media.ts";

/** `controls`: false while a control of the page's own stands over the video (the Motion tab's play button). */
type Props = { video: StoredVideo; label: string; className: string; muted?: boolean; controls?: boolean; ref?: Ref<HTMLVideoElement> };

export function StoredVideoPlayer({ video, label, className, muted = false, controls = true, ref }: Props) {
  return (
    <video
      ref={ref}
      className={className}
      src={mediaUrl(video.key)}
      poster={toImage(video.poster).src}
      width={video.width}
      height={video.height}
      muted={muted}
      controls={controls}
      playsInline
      preload="none"
      aria-label={label}
    />
  );
}
