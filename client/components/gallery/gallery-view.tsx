// A project's gallery: breadcrumb, title, tagline, its film if it has one, the stack of images
// and, on the public page, the neighbouring projects. Shared by the gallery page and the owner's
// preview in the admin, so a preview is exactly what visitors will see. In edit mode its words
// are edited where they stand and its film and images through their spots (in-place/).
import type { ProjectLink } from "../../contract/page-data.ts";
import type { Project } from "../../contract/projects.ts";
import { servicePath, type ServiceInfo } from "../../contract/families.ts";
import { useStudio } from "../../studio.ts";
import { HomeLink } from "../home-link.tsx";
import { PrefetchLink } from "../prefetch-link.tsx";
import { ResponsiveImage } from "../responsive-image.tsx";
import { ProjectFilm } from "./project-film.tsx";
import { useViewer, viewHash } from "./use-viewer.ts";
import { Editable, EditSpot, useEditing } from "../in-place/editable.tsx";

type Props = { project: Project; service: ServiceInfo; previous: ProjectLink | null; next: ProjectLink | null };

export function GalleryView({ project, service, previous, next }: Props) {
  const studio = useStudio();
  const images = project.images;
  const first = images[0]?.image;
  // The grid's shape follows the stack's first image (gallery.css): a wide piece leads across
  // both columns, portrait and square pieces sit two abreast on a wide screen.
  const ratio = first ? first.width / first.height : 1;
  const { open, onOpen, onClose } = useViewer(images.length);
  const editing = useEditing();

  return (
    <main id="main" className={ratio > 1.2 ? "gallery gallery--wide" : "gallery"}>
      <nav className="gallery__crumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <HomeLink />
          </li>
          <li>
            <PrefetchLink href={servicePath(service.slug)}>{service.name}</PrefetchLink>
          </li>
          <li aria-current="page">{project.title}</li>
        </ol>
      </nav>
      <header className="gallery__header">
        <h1 className="gallery__title">
          <Editable doc="project" path="title">
            {project.title}
          </Editable>
        </h1>
        {(project.tagline || editing) && (
          <p className="gallery__tagline">
            <Editable doc="project" path="tagline">
              {project.tagline}
            </Editable>
          </p>
        )}
        <p className="gallery__meta">
          {service.name} · {contents(images.length, !!project.film)} · {studio.fullName}
        </p>
        {(project.description || editing) && (
          <p className="gallery__description">
            <Editable doc="project" path="description">
              {project.description}
            </Editable>
          </p>
        )}
        <EditSpot doc="project" path="film" label={project.film ? "Replace the film" : "Add a film"} />
      </header>
      {project.film && <ProjectFilm film={project.film} title={project.title} />}
      <EditSpot doc="project" path="images" label="Edit the images" />
      <ol className="gallery__stack">
        {images.map((item, i) => (
          <li key={item._id} id={viewHash(i).slice(1)}>
            <a
              className="gallery__open"
              href={viewHash(i)}
              onClick={onOpen(i)}
              aria-label={`Open image ${i + 1} of ${images.length} full screen${item.decorative || !item.alt ? "" : `: ${item.alt}`}`}
            >
              <ResponsiveImage
                className="gallery__image"
                image={item.image}
                alt={item.decorative ? "" : item.alt}
                sizes={ratio > 1.2 && i === 0 ? "(min-width: 1100px) 86rem, 94vw" : "(min-width: 56rem) 46vw, 94vw"}
                eager={i === 0}
              />
            </a>
          </li>
        ))}
      </ol>
      {open && <open.Viewer title={project.title} images={images} start={open.index} onClose={onClose} />}
      {previous && next && (
        <nav className="gallery__pager" aria-label="More projects">
          <PrefetchLink href={previous.path} className="gallery__pager-link" rel="prev">
            <span className="gallery__pager-label">← Previous project</span>
            <span className="gallery__pager-title">{previous.title}</span>
          </PrefetchLink>
          <PrefetchLink href={servicePath(service.slug)} className="gallery__pager-link gallery__pager-link--all">
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

/** "4 images", "a film and 4 images", "a film". */
function contents(images: number, film: boolean): string {
  const stills = `${images} ${images === 1 ? "image" : "images"}`;
  if (!film) return stills;
  return images ? `a film and ${stills}` : "a film";
}
