// Client reviews in the testimonial carousel: the record, the add and update forms, answers.
// The add form sends its text as one JSON string field, `client`, with the three keys below.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer, Id, IdParams, Nullable, Text } from "./common.ts";

export const CLIENT_LIMITS = { name: 120, primary: 1200, secondary: 300 } as const;

/** `primarytitle` is the quote, `title` the emphasised highlight. */
export const Client = t.Object({
  _id: t.String(),
  name: t.String(),
  primarytitle: t.String(),
  title: t.String(),
  profileimg: Nullable(t.String()),
  /** The owner's order (ascending); lists already come in it. */
  position: t.Optional(t.Number()),
});
export type Client = Static<typeof Client>;

export const ClientIdParams = IdParams("Client");
export const DeleteClientBody = t.Object({ id: Id("Client") });

const name = Text("Client name", CLIENT_LIMITS.name, { required: true });
const primary = Text("Primary review", CLIENT_LIMITS.primary, { required: true });
const secondary = Text("Secondary review", CLIENT_LIMITS.secondary, { required: true });

/** The `client` JSON of the add form: every field required. */
export const NewClientText = t.Object({ clientName: name, clientPryTitle: primary, clientSryTitle: secondary });
export type NewClientText = Static<typeof NewClientText>;

/** The text fields of the update form: each optional; a blank one keeps the current text. */
export const ClientUpdateForm = t.Object({
  id: Id("Client"),
  clientName: t.Optional(name),
  clientPryTitle: t.Optional(primary),
  clientSryTitle: t.Optional(secondary),
});
export type ClientUpdateForm = Static<typeof ClientUpdateForm>;

export const CLIENT_MESSAGES = {
  imageRequired: "Please choose a profile image",
  imageLabel: "Profile image",
  badJson: "The client field must be a JSON object with clientName, clientPryTitle and clientSryTitle",
  notFound: "Client not found",
  added: "Client added successfully",
  updated: "Client updated successfully",
  deleted: "Client deleted successfully",
} as const;

export const ClientAnswer = Answer({ client: Client });
export type ClientAnswer = Static<typeof ClientAnswer>;
export const ClientsAnswer = Answer({ clients: t.Array(Client) });
export type ClientsAnswer = Static<typeof ClientsAnswer>;
