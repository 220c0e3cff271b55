// The card grid of a service whose work lives in gallery pages: one card per gallery, each
// opening its stack of images. Every gallery is linked, upvclangle included (SPEC.md lists it
// with an empty link on the landing page).
import { galleries, galleryAspect, type GalleryGroup } from "../../content/galleries.ts";
import { PrefetchLink } from "../prefetch-link.tsx";
import { WorkImage } from "../portfolio/work-image.tsx";

export function GalleryCards({ group }: { group: GalleryGroup }) {
  const aspect = galleryAspect[group];
  return (
    <ul className={`tile-grid tile-grid--${aspect.width > aspect.height ? "wide" : "narrow"}`}>
      {galleries[group].map((gallery) => (
        <li key={gallery.slug}>
          <PrefetchLink href={`/${group}/${gallery.slug}`} className="service-card">
            <div className="service-card__frame">
              <WorkImage base={`/images/gallery/${group}/${gallery.slug}/1`} alt="" aspect={aspect} sizes="(min-width: 1200px) 30vw, (min-width: 700px) 45vw, 92vw" />
            </div>
            <span className="service-card__body">
              <span className="service-card__title">{gallery.title}</span>
              <span className="service-card__tagline">{gallery.tagline}</span>
              <span className="service-card__meta">{gallery.images} images · View project →</span>
            </span>
          </PrefetchLink>
        </li>
      ))}
    </ul>
  );
}
