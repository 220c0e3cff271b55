// The studio's mark as the header, footer and mobile menu show it: the monogram of its initials,
// or the image the owner uploaded (the server's re-encoded copy), fitted to the same height.
import type { Mark } from "../contract/mark.ts";
import { mediaUrl } from "../contract/stored-media.ts";
import { Monogram } from "./monogram.tsx";

/** An uploaded mark is at most this many times wider than high beside the name. */
const WIDEST = 4;

type Props = { mark: Mark; name: string; size: number; title?: string };

export function StudioMark({ mark, name, size, title }: Props) {
  if (mark.kind === "monogram") return <Monogram name={name} size={size} title={title} />;
  const width = Math.round(size * Math.min(WIDEST, mark.width / mark.height));
  return <img className="studio-mark" src={mediaUrl(mark.key)} width={width} height={size} alt={title ?? ""} decoding="async" />;
}
