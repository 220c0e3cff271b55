// The client reviews (the testimonial carousel) as a managed list (src/platform/collections/collection.ts).
import { Client, NewClientText } from "../../../client/contract/clients.ts";
import { defineCollection } from "../../platform/collections/collection.ts";
import { listClients } from "./queries.ts";

export const clients = defineCollection({
  name: "clients",
  table: "clients",
  label: "Client review",
  titleColumn: "name",
  tags: ["clients"],
  image: { column: "profile_key", kind: "avatars" },
  schema: Client,
  list: listClients,
  form: NewClientText,
  formFields: (client) => ({ clientName: client.name, clientPryTitle: client.primarytitle, clientSryTitle: client.title }),
  images: (client) => [client.profileimg],
});
