// Projects: the gallery pages, each with an ordered stack of images, a cover, draft or
// published, a slug whose earlier values keep answering (301 to the current one).
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer, Id, IdParams, Image, Nullable, ORDER_SAVED, Text, fieldMessages } from "./common.ts";
import { VideoField } from "./documents/fields.ts";

// Any service's id (migrations/00025_services.sql); that it names a live service is checked where it is written.
export const FAMILY_MESSAGE = "Service must be one of the site's services";
export const FamilySchema = t.String({
  title: "Service",
  pattern: "^[A-Za-z0-9_-]{1,60}$",
  error: FAMILY_MESSAGE,
  messages: { required: FAMILY_MESSAGE, notText: FAMILY_MESSAGE, tooLong: FAMILY_MESSAGE, invalid: FAMILY_MESSAGE },
});

const statusMessage = 'Status must be "draft" or "published"';
const Status = t.Union([t.Literal("draft"), t.Literal("published")], { title: "Status", error: statusMessage });

const tabMessage = "Tabs must be a list of distinct tabs of the portfolio (not the films tab)";
/** The portfolio tabs a project is on, by id: tabs of items (the server checks they are live). */
const Tabs = t.Array(t.String({ pattern: "^[a-z0-9-]{1,40}$", error: tabMessage }), {
  title: "Tabs",
  uniqueItems: true,
  maxItems: 100,
  error: tabMessage,
});
const Featured = t.Boolean({ title: "Featured", error: "Featured must be true or false" });
/** The project's film, uploaded through the pages' video route (POST /api/admin/pages/media/videos). */
export const ProjectFilm = VideoField("Film");

export const PROJECT_LIMITS = { title: 120, slug: 80, tagline: 160, description: 2000, alt: 300 } as const;

export const SLUG_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
const slugMessage = "Slug must be lower-case letters and digits joined by single hyphens, e.g. speed-boat";
const Slug = t.String({
  title: "Slug",
  minLength: 1,
  maxLength: PROJECT_LIMITS.slug,
  pattern: SLUG_PATTERN,
  messages: fieldMessages("Slug", PROJECT_LIMITS.slug, slugMessage),
});

/** A slug made from a title, as the server does when none is given: "Speed Boat!" → "speed-boat". */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, PROJECT_LIMITS.slug)
    .replace(/-+$/, "");
}

export const ProjectImage = t.Object({ _id: t.String(), image: Image, alt: t.String(), decorative: t.Boolean() });
export type ProjectImage = Static<typeof ProjectImage>;

export const Project = t.Object({
  _id: t.String(),
  slug: t.String(),
  title: t.String(),
  family: FamilySchema,
  tagline: t.String(),
  description: t.String(),
  status: Status,
  /** The chosen cover image, else the first image; null while the project has none. */
  cover: Nullable(Image),
  coverImageId: Nullable(t.String()),
  images: t.Array(ProjectImage),
  /** The portfolio tabs it shows on (in the tabs' order); its place on each is the tab's order. */
  tabs: t.Array(t.String()),
  /** Shown first in the home page's hero, in the owner's project order. */
  featured: t.Boolean(),
  /** Played at the top of its gallery page; null for a project of stills. */
  film: Nullable(ProjectFilm),
  updatedAt: t.String(),
});
export type Project = Static<typeof Project>;

const fields = {
  title: Text("Title", PROJECT_LIMITS.title, { required: true }),
  slug: Slug,
  family: FamilySchema,
  tagline: Text("Tagline", PROJECT_LIMITS.tagline),
  description: Text("Description", PROJECT_LIMITS.description),
  status: Status,
  tabs: Tabs,
  featured: Featured,
};

export const ProjectCreate = t.Object(
  {
    title: fields.title,
    slug: t.Optional(fields.slug),
    family: fields.family,
    tagline: t.Optional(fields.tagline),
    description: t.Optional(fields.description),
    status: t.Optional(fields.status),
    tabs: t.Optional(fields.tabs),
    featured: t.Optional(fields.featured),
  },
  { additionalProperties: false },
);
export type ProjectCreate = Static<typeof ProjectCreate>;

export const ProjectUpdate = t.Object(
  {
    ...t.Partial(t.Object(fields)).properties,
    coverImageId: t.Optional(Nullable(Id("Cover image"))),
    /** A stored video (its key must be in the bucket), or null to remove the film. */
    film: t.Optional(Nullable(ProjectFilm)),
    /** The project's updatedAt as the editor loaded it: a newer row answers 409 instead of being overwritten. */
    updatedAt: t.Optional(
      t.String({
        title: "Updated at",
        maxLength: 40,
        pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?(Z|[+-]\\d{2}:\\d{2})$",
        error: "updatedAt must be the project's updatedAt, an ISO time",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProjectUpdate = Static<typeof ProjectUpdate>;

export const ProjectIdParams = IdParams("Project");
export const ProjectImageParams = t.Object({ id: Id("Project"), imageId: Id("Image") });
export const ProjectOrderBody = t.Object({ family: FamilySchema, ids: t.Array(Id("Project"), { maxItems: 2000 }) }, { additionalProperties: false });

const altText = Text("Alt text", PROJECT_LIMITS.alt);

/** The text fields of POST …/images (multipart; the file is `image`). */
export const ProjectImageForm = t.Object({
  alt: t.Optional(altText),
  decorative: t.Optional(t.Union([t.Literal("true"), t.Literal("false")], { title: "Decorative", error: 'Decorative must be "true" or "false"' })),
});
export type ProjectImageForm = Static<typeof ProjectImageForm>;

export const ProjectImageUpdate = t.Object(
  { alt: t.Optional(altText), decorative: t.Optional(t.Boolean({ title: "Decorative", error: "Decorative must be true or false" })) },
  { additionalProperties: false },
);
export type ProjectImageUpdate = Static<typeof ProjectImageUpdate>;

export const PROJECT_MESSAGES = {
  notFound: "Project not found",
  imageNotFound: "Image not found",
  slugTaken: "Another project already uses this slug",
  tabNotFound: "One of the tabs chosen is no longer on the portfolio (removed, or it shows films): reload and choose again",
  slugFromTitle: "The title has no letters or digits to make a slug from: enter a slug",
  altRequired: "Alt text is required unless the image is decorative",
  imageRequired: "Please choose an image",
  imageLabel: "Image",
  coverNotInProject: "The cover must be one of this project's images",
  created: "Project created",
  updated: "Project updated",
  deleted: "Project moved to the trash",
  imageAdded: "Image added",
  imageUpdated: "Image updated",
  imageDeleted: "Image moved to the trash",
  ordered: ORDER_SAVED,
  conflict: "This project was saved in another tab or device since you opened it: its newer version is shown",
  filmNotStored: "The film is not a stored video: upload it again",
  onNoTab: "Published, but on no portfolio tab: visitors find it only on its service page. Choose a tab to show it in the portfolio.",
} as const;

/** The 409 of a save made from an older copy: the newer project, for the editor to show. */
export const ProjectConflictAnswer = t.Object({ success: t.Literal(false), message: t.String(), project: Project });
export type ProjectConflictAnswer = Static<typeof ProjectConflictAnswer>;

export const ProjectAnswer = Answer({ project: Project });
export type ProjectAnswer = Static<typeof ProjectAnswer>;
export const ProjectsAnswer = Answer({ projects: t.Array(Project) });
export type ProjectsAnswer = Static<typeof ProjectsAnswer>;
export const ProjectImageAnswer = Answer({ image: ProjectImage });
export type ProjectImageAnswer = Static<typeof ProjectImageAnswer>;
export const ProjectImagesAnswer = Answer({ images: t.Array(ProjectImage) });
export type ProjectImagesAnswer = Static<typeof ProjectImagesAnswer>;
