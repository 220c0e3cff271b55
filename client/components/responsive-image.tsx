// A record's image as pages show it: AVIF (when the upload made it) and WebP at several widths
// for the browser to choose from `sizes`, width and height so its box is reserved before it
// loads (no layout shift), and the tiny blur placeholder painted behind it until it arrives.
import type { Image } from "../contract/common.ts";
import { objectPosition } from "../contract/focus-point.ts";

export type ResponsiveImageProps = {
  image: Image;
  alt: string;
  /** The rendered width at each breakpoint, for the browser to pick from srcset. */
  sizes: string;
  /** Only the first screenful loads eagerly. */
  eager?: boolean;
  className?: string;
};

// The placeholder is inline (not a class) so the frames' own background rules cannot undo it; so is
// the focal point, which a frame that crops the image (object-fit: cover) keeps in view.
export function ResponsiveImage({ image, alt, sizes, eager = false, className }: ResponsiveImageProps) {
  const position = image.focus ? objectPosition(image.focus) : "center";
  return (
    <picture>
      {image.srcset.avif && <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />}
      <img
        className={className ? `responsive-image ${className}` : "responsive-image"}
        src={image.src}
        srcSet={image.srcset.webp}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={eager ? "high" : undefined}
        style={{
          ...(image.focus ? { objectPosition: position } : {}),
          ...(image.blur ? { background: `url("${image.blur}") ${position} / cover no-repeat` } : {}),
        }}
      />
    </picture>
  );
}
