// A stored video as the admin shows it: a small muted player with its poster (nothing loads
// before a press), and a line of its size, length and format.
import type { StoredVideo } from "../../../contract/stored-media.ts";
import { StoredVideoPlayer } from "../../stored-video.tsx";

export function VideoThumb({ video, label }: { video: StoredVideo | null | undefined; label: string }) {
  if (!video) return <span className="doc-thumb doc-thumb--empty">No video</span>;
  // A new key is a new file: the player starts over with it.
  return <StoredVideoPlayer key={video.key} video={video} label={`${label}, current file`} className="doc-thumb doc-thumb--video" muted />;
}

/** "1280 × 720 · 0:08 · MP4". */
export const videoSize = (video: StoredVideo) =>
  `${video.width} × ${video.height} · ${clockTime(video.duration)} · ${video.type === "video/webm" ? "WebM" : "MP4"}`;

/** "0:08", "1:05:00". */
function clockTime(seconds: number): string {
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
