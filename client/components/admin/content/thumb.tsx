// A small picture of a content image in the admin lists: the blur placeholder holds its place
// until the smallest variant has loaded; a record without an image says so. The row beside it
// names the record, so the picture itself is decorative (empty alt).
import type { Image } from "../../../contract/common.ts";

export function Thumb({ image }: { image: Image | null }) {
  if (!image) return <span className="thumb thumb--empty">No image</span>;
  return (
    <img
      className="thumb"
      src={image.src}
      srcSet={image.srcset.webp || undefined}
      sizes="160px"
      alt=""
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      style={{ backgroundImage: `url("${image.blur}")` }}
    />
  );
}
