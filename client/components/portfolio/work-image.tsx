// A responsive WebP image (see content/media.ts) whose box is reserved before it loads: width
// and height carry the aspect ratio, so nothing below it jumps (no layout shift).
import { responsiveImage } from "../../content/media.ts";
import type { Aspect } from "../../content/portfolio.ts";

export type WorkImageProps = {
  base: string;
  alt: string;
  aspect: Aspect;
  /** The rendered width at each breakpoint, for the browser to pick from srcset. */
  sizes: string;
  /** Only the first screenful loads eagerly. */
  eager?: boolean;
  className?: string;
};

export function WorkImage({ base, alt, aspect, sizes, eager = false, className }: WorkImageProps) {
  const { src, srcSet } = responsiveImage(base);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={960}
      height={Math.round((960 * aspect.height) / aspect.width)}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
    />
  );
}
