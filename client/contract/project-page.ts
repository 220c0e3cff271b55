// A project's gallery page as edit mode edits it in place (/api/admin/projects/:id/page…): its
// words, film and stack of images as one draft, saved as the owner goes and published at once,
// like a page document's (the answers and bodies are the page documents' own: a version every
// save names, published content and draft). Visitors see the project's rows until it is published.
import { Type as t, type Static } from "@sinclair/typebox";
import { AltText, Id, Nullable, Text } from "./common.ts";
import { List, UUID_V7, storedImage } from "./documents/fields.ts";
import { PROJECT_LIMITS, ProjectFilm, type Project } from "./projects.ts";
import { toImage } from "./stored-media.ts";

/** The most images a project's page holds. */
const PROJECT_PAGE_MAX_IMAGES = 300;

/** A project's own image set ("projects/<id>"), one uploaded in edit mode ("pages/<id>"), or seed artwork. */
const PROJECT_PAGE_IMAGE_KEY = `^(?:(?:projects|pages)/${UUID_V7}|/images/[a-z0-9][a-z0-9/_-]{0,150})$`;

export const ProjectPageImage = t.Object(
  {
    /** The image's id among the project's; absent for one added in the draft (it gets one when published). */
    _id: t.Optional(Id("Image")),
    image: storedImage(PROJECT_PAGE_IMAGE_KEY),
    /** Empty: decorative (screen readers skip it). */
    alt: AltText("Alt text", PROJECT_LIMITS.alt),
  },
  { title: "Image", additionalProperties: false },
);
export type ProjectPageImage = Static<typeof ProjectPageImage>;

export const ProjectPageContent = t.Object(
  {
    // Named as the project's: the footer's tagline (the site document's) is edited on the same page.
    title: Text("Project title", PROJECT_LIMITS.title, { required: true }),
    tagline: Text("Project tagline", PROJECT_LIMITS.tagline),
    description: Text("Project description", PROJECT_LIMITS.description),
    film: Nullable(ProjectFilm),
    images: List("Images", ProjectPageImage, { max: PROJECT_PAGE_MAX_IMAGES }),
  },
  { additionalProperties: false },
);
export type ProjectPageContent = Static<typeof ProjectPageContent>;

export const projectPageKey = (id: string) => `project-${id}`;

export const PROJECT_PAGE_MESSAGES = {
  loaded: "Project page loaded",
  draftSaved: "Draft saved",
  published: "Published",
  nothingToPublish: "There are no unpublished changes",
  discarded: "Draft discarded",
  conflict: "This project was saved in another tab or device since you opened it: its newer version is shown",
  missingMedia: "An image or the film of this draft is no longer stored: upload it again",
  foreignImage: "An image of the draft is not one of this project's",
} as const;

/** The project as its page shows it with this content (edit mode and the draft's preview draw the gallery from it). */
export function withPageContent(project: Project, content: ProjectPageContent): Project {
  const { title, tagline, description, film } = content;
  const images = content.images.map((item) => ({
    _id: item._id ?? item.image.key,
    image: toImage(item.image),
    alt: item.alt,
    decorative: item.alt === "",
  }));
  return { ...project, title, tagline, description, film, images };
}
