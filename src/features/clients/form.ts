// The add-review form carries its text as one JSON string field, `client`, parsed here (never by
// the framework) with prototype keys refused, then checked against the contract's schema
// (client/contract/clients.ts) like any other body.
import { CLIENT_MESSAGES, NewClientText, type ClientUpdateForm } from "../../../client/contract/clients.ts";
import { fail } from "../../platform/http/errors.ts";
import { checked, trimmed } from "../../platform/http/validation.ts";

/** The columns the form's fields fill. */
export type ClientText = { name: string; primaryTitle: string; title: string };

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** The add form: every text field required. */
export function readNewClient(form: FormData): ClientText {
  const raw = form.get("client");
  if (typeof raw !== "string" || !raw.trim()) fail(400, NewClientText.properties.clientName.messages.required);
  const text = trimmed(checked(NewClientText, parseClientJson(raw)));
  return { name: text.clientName, primaryTitle: text.clientPryTitle, title: text.clientSryTitle };
}

/** The update form's fields as column changes; absent ones keep the current text. */
export function clientChanges(form: ClientUpdateForm): Partial<ClientText> {
  return { name: form.clientName, primaryTitle: form.clientPryTitle, title: form.clientSryTitle };
}

function parseClientJson(raw: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw, (key, value) => {
      if (FORBIDDEN_KEYS.has(key)) throw new SyntaxError("forbidden key");
      return value;
    });
  } catch {
    fail(400, CLIENT_MESSAGES.badJson);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) fail(400, CLIENT_MESSAGES.badJson);
  return parsed as Record<string, unknown>;
}
