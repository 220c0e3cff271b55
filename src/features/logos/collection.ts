// The logo strip as a managed list (src/platform/collections/collection.ts).
import { Logo, LogoForm } from "../../../client/contract/logos.ts";
import { defineCollection } from "../../platform/collections/collection.ts";
import { listLogos } from "./queries.ts";

export const logos = defineCollection({
  name: "logos",
  sampleColumn: "sample",
  table: "logos",
  label: "Logo",
  titleColumn: "name",
  tags: ["logos"],
  image: { column: "image_key", kind: { folder: "logos", store: "object", fit: "logo" } },
  schema: Logo,
  list: listLogos,
  form: LogoForm,
  images: (logo) => [logo.image],
});
