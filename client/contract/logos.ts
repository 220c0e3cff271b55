// Client logos on the home strip: the record, the add/replace form and the answers.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer, Id, IdParams, Nullable, Text } from "./common.ts";

export const LOGO_LIMITS = { name: 80 } as const;

/** A logo without an image is shown as its name (a wordmark). */
export const Logo = t.Object({
  _id: t.String(),
  name: t.String(),
  image: Nullable(t.String()),
  /** The owner's order (ascending); lists already come in it. */
  position: t.Optional(t.Number()),
  /** How its image was stored (GET /api/admin/logo/:id); a replaced image is stored the same way unless another is chosen. */
  treatment: t.Optional(t.Union([t.Literal("original"), t.Literal("monochrome")])),
});
export type Logo = Static<typeof Logo>;

export const LogoIdParams = IdParams("Logo");
export const DeleteLogoBody = t.Object({ id: Id("Logo") });

/** How the home strip shows the image: as uploaded, or re-drawn white on transparent at upload. */
const LOGO_TREATMENTS = ["original", "monochrome"] as const;
export type LogoTreatment = (typeof LOGO_TREATMENTS)[number];
const TREATMENT_MESSAGE = `treatment must be one of: ${LOGO_TREATMENTS.join(", ")}`;
const logoTreatment = t.Union(
  LOGO_TREATMENTS.map((value) => t.Literal(value)),
  {
    title: "Treatment",
    messages: { required: TREATMENT_MESSAGE, notText: TREATMENT_MESSAGE, tooLong: TREATMENT_MESSAGE, invalid: TREATMENT_MESSAGE },
  },
);

/** The text fields of POST /api/admin/addlogo and /updatelogo (multipart; the file is `image`). */
const logoName = Text("Logo name", LOGO_LIMITS.name);
export const LogoForm = t.Object({ name: t.Optional(logoName), treatment: t.Optional(logoTreatment) });
export type LogoForm = Static<typeof LogoForm>;
/** The update form also names the logo it replaces. */
export const LogoUpdateForm = t.Object({ id: Id("Logo"), name: t.Optional(logoName), treatment: t.Optional(logoTreatment) });

export const LOGO_MESSAGES = {
  imageRequired: "Please choose a logo image",
  newImageRequired: "Please choose a new image",
  imageLabel: "Logo image",
  notFound: "Logo not found",
  added: "Logo added successfully",
  updated: "Logo updated successfully",
  deleted: "Logo deleted successfully",
} as const;

export const LogoAnswer = Answer({ logo: Logo });
export type LogoAnswer = Static<typeof LogoAnswer>;
