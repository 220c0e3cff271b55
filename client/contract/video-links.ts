// A film of the Motion tab that lives on a video platform: the owner pastes its address, and the
// site keeps only the platform and the video's id (src/features/videos/), from which the page
// makes every address it shows: the video's own page (the card's link, which works without
// scripts), the privacy-friendly player it embeds on a click, and the poster. Plain functions:
// the public page carries them.

export type VideoProvider = "youtube" | "vimeo";
export type VideoLink = { provider: VideoProvider; id: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);

/** The video a YouTube or Vimeo address names, or null for any other address. */
export function parseVideoLink(address: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return youtube(parts[0]);
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === "watch") return youtube(url.searchParams.get("v") ?? undefined);
    if (["embed", "shorts", "live", "v"].includes(parts[0] ?? "")) return youtube(parts[1]);
    return null;
  }
  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/123, vimeo.com/channels/staffpicks/123, player.vimeo.com/video/123: the last number.
    const id = [...parts].reverse().find((part) => VIMEO_ID.test(part));
    return id ? { provider: "vimeo", id } : null;
  }
  return null;
}

function youtube(id: string | undefined): VideoLink | null {
  return id && YOUTUBE_ID.test(id) ? { provider: "youtube", id } : null;
}

const id = encodeURIComponent;

/** The video's page on its platform: where the card leads without scripts. */
export function watchUrl(link: VideoLink): string {
  return link.provider === "youtube" ? `https://www.youtube.com/watch?v=${id(link.id)}` : `https://vimeo.com/${id(link.id)}`;
}

/** The platform's player, started at once (the visitor has just asked for it), without tracking where the platform offers that. */
export function embedUrl(link: VideoLink): string {
  return link.provider === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${id(link.id)}?autoplay=1&rel=0&modestbranding=1`
    : `https://player.vimeo.com/video/${id(link.id)}?autoplay=1&dnt=1`;
}

/** The platform's own poster; null where its address cannot be known without asking the platform (Vimeo): the card draws one. */
export function posterUrl(link: VideoLink): string | null {
  return link.provider === "youtube" ? `https://i.ytimg.com/vi/${id(link.id)}/hqdefault.jpg` : null;
}

export const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: "YouTube", vimeo: "Vimeo" };
