// What the logo endpoints accept. Multipart forms are read by hand (see media/upload-form.ts);
// JSON bodies and route params are checked by these schemas before a handler runs.
import { t } from "elysia";
import { readIdField, readTextField } from "../media/upload-form.ts";

const LogoId = t.String({ format: "uuid", error: "Logo id is missing or invalid" });

export const LogoIdParams = t.Object({ id: LogoId });
export const DeleteLogoBody = t.Object({ id: LogoId });

export const LOGO_NAME_MAX = 80;

export function readLogoId(form: FormData): string {
  return readIdField(form, "Logo id is missing or invalid");
}

/** Optional: the client's name, the image's alt text and the wordmark fallback. */
export function readLogoName(form: FormData): string | undefined {
  return readTextField(form, "name", "Logo name", LOGO_NAME_MAX);
}
