// A project's gallery: breadcrumb, title, tagline, the stack of images and, on the public
// page, the neighbouring projects. Shared by the gallery page and the owner's preview in the
// admin, so a preview is exactly what visitors will see.
import type { CSSProperties } from "react";
import type { ProjectLink } from "../../contract/page-data.ts";
import type { Project } from "../../contract/projects.ts";
import { findService } from "../../content/services.ts";
import { useStudio } from "../../studio.ts";
import { PrefetchLink } from "../prefetch-link.tsx";
import { ResponsiveImage } from "../responsive-image.tsx";

type Props = { project: Project; previous: ProjectLink | null; next: ProjectLink | null };

export function GalleryView({ project, previous, next }: Props) {
  const service = findService(project.family)!;
  const studio = useStudio();
  const images = project.images;
  const first = images[0]?.image;
  // The column is as wide as the images (gallery.css): the ratio of the stack's first image.
  const ratio = first ? first.width / first.height : 1;

  return (
    <main id="main" className="gallery" style={{ "--ratio": ratio } as CSSProperties}>
      <nav className="gallery__crumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <PrefetchLink href="/">Home</PrefetchLink>
          </li>
          <li>
            <PrefetchLink href={`/${service.slug}`}>{service.name}</PrefetchLink>
          </li>
          <li aria-current="page">{project.title}</li>
        </ol>
      </nav>
      <header className="gallery__header">
        <h1 className="gallery__title">{project.title}</h1>
        {project.tagline && <p className="gallery__tagline">{project.tagline}</p>}
        <p className="gallery__meta">
          {service.name} · {images.length} {images.length === 1 ? "image" : "images"} · {studio.fullName}
        </p>
        {project.description && <p className="gallery__description">{project.description}</p>}
      </header>
      <ol className="gallery__stack">
        {images.map((item, i) => (
          <li key={item._id}>
            <ResponsiveImage
              className="gallery__image"
              image={item.image}
              alt={item.decorative ? "" : item.alt}
              sizes="(min-width: 1100px) min(1040px, 86vh), 94vw"
              eager={i === 0}
            />
          </li>
        ))}
      </ol>
      {previous && next && (
        <nav className="gallery__pager" aria-label="More projects">
          <PrefetchLink href={previous.path} className="gallery__pager-link" rel="prev">
            <span className="gallery__pager-label">← Previous project</span>
            <span className="gallery__pager-title">{previous.title}</span>
          </PrefetchLink>
          <PrefetchLink href={`/${service.slug}`} className="gallery__pager-link gallery__pager-link--all">
            <span className="gallery__pager-label">All {service.name}</span>
          </PrefetchLink>
          <PrefetchLink href={next.path} className="gallery__pager-link gallery__pager-link--next" rel="next">
            <span className="gallery__pager-label">Next project →</span>
            <span className="gallery__pager-title">{next.title}</span>
          </PrefetchLink>
        </nav>
      )}
    </main>
  );
}
