// A gallery detail page: one project's stack of images, with a way back to its service and on
// to the neighbouring projects. Unknown slugs never get here: the route's meta answers 404.
import type { CSSProperties } from "react";
import type { PageProps } from "../../lazy-page.tsx";
import { PrefetchLink } from "../../components/prefetch-link.tsx";
import { StudioFooter } from "../../components/portfolio/studio-footer.tsx";
import { StudioHeader } from "../../components/portfolio/studio-header.tsx";
import { WorkImage } from "../../components/portfolio/work-image.tsx";
import { CustomRequests } from "../../components/services/custom-requests.tsx";
import { findGallery, galleries, galleryAspect, galleryImages, type GalleryGroup } from "../../content/galleries.ts";
import { findService } from "../../content/services.ts";
import { studio } from "../../content/studio.ts";

export default function GalleryPage({ params }: PageProps) {
  const service = findService(params.group ?? "")!;
  const group = service.slug as GalleryGroup;
  const gallery = findGallery(group, params.slug)!;
  const list = galleries[group];
  const index = list.indexOf(gallery);
  const previous = list[(index - 1 + list.length) % list.length]!;
  const next = list[(index + 1) % list.length]!;
  const images = galleryImages(group, gallery);
  const aspect = galleryAspect[group];

  return (
    <div className="studio-page">
      <StudioHeader />
      <main id="main" className="gallery">
        <nav className="gallery__crumbs" aria-label="Breadcrumb">
          <ol>
            <li>
              <PrefetchLink href="/">Home</PrefetchLink>
            </li>
            <li>
              <PrefetchLink href={`/${service.slug}`}>{service.name}</PrefetchLink>
            </li>
            <li aria-current="page">{gallery.title}</li>
          </ol>
        </nav>
        <header className="gallery__header">
          <h1 className="gallery__title">{gallery.title}</h1>
          <p className="gallery__tagline">{gallery.tagline}</p>
          <p className="gallery__meta">
            {service.name} · {images.length} images · {studio.fullName}
          </p>
        </header>
        <ol className="gallery__stack" style={{ "--ratio": aspect.width / aspect.height } as CSSProperties}>
          {images.map((base, i) => (
            <li key={base}>
              <WorkImage
                className="gallery__image"
                base={base}
                alt={`${gallery.title}, image ${i + 1} of ${images.length}`}
                aspect={aspect}
                sizes="(min-width: 1100px) min(1040px, 86vh), 94vw"
                eager={i === 0}
              />
            </li>
          ))}
        </ol>
        <nav className="gallery__pager" aria-label="More projects">
          <PrefetchLink href={`/${group}/${previous.slug}`} className="gallery__pager-link" rel="prev">
            <span className="gallery__pager-label">← Previous project</span>
            <span className="gallery__pager-title">{previous.title}</span>
          </PrefetchLink>
          <PrefetchLink href={`/${service.slug}`} className="gallery__pager-link gallery__pager-link--all">
            <span className="gallery__pager-label">All {service.name}</span>
          </PrefetchLink>
          <PrefetchLink href={`/${group}/${next.slug}`} className="gallery__pager-link gallery__pager-link--next" rel="next">
            <span className="gallery__pager-label">Next project →</span>
            <span className="gallery__pager-title">{next.title}</span>
          </PrefetchLink>
        </nav>
      </main>
      <StudioFooter>
        <CustomRequests />
      </StudioFooter>
    </div>
  );
}
