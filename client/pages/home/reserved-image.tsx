// A home-page image that loads lazily, reserved at one rendered width with the height its
// own shape gives, so its box is there before it loads (no layout shift), offered as WebP at
// several widths for the browser to pick from `sizes`.
import { objectPosition } from "../../contract/focus-point.ts";
import { type StoredImage, toImage } from "../../contract/stored-media.ts";

type Props = { image: StoredImage; width: number; sizes: string; alt: string; className?: string };

export function ReservedImage({ image, width, sizes, alt, className }: Props) {
  const shown = toImage(image);
  return (
    <img
      className={className}
      src={shown.src}
      srcSet={shown.srcset.webp}
      sizes={sizes}
      width={width}
      height={Math.round((width * shown.height) / shown.width)}
      loading="lazy"
      decoding="async"
      alt={alt}
      // A frame of another shape crops it around its focal point (client/contract/focus.ts).
      style={shown.focus ? { objectPosition: objectPosition(shown.focus) } : undefined}
    />
  );
}
