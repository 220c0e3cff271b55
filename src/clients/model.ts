// What the client-review endpoints accept. The add form carries its text as one JSON string
// field, `client`, parsed here (never by the framework) with prototype keys refused.
import { t } from "elysia";
import { fail } from "../http/errors.ts";
import { cleanText, readIdField, readTextField } from "../media/upload-form.ts";

const ClientId = t.String({ format: "uuid", error: "Client id is missing or invalid" });

export const ClientIdParams = t.Object({ id: ClientId });
export const DeleteClientBody = t.Object({ id: ClientId });

/** The form's field names, their labels in messages, and their limits. */
const FIELDS = {
  clientName: { label: "Client name", max: 120, column: "name" },
  clientPryTitle: { label: "Primary review", max: 1200, column: "primaryTitle" },
  clientSryTitle: { label: "Secondary review", max: 300, column: "title" },
} as const;

type FieldName = keyof typeof FIELDS;
export type ClientText = { name: string; primaryTitle: string; title: string };

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** The add form: every text field required. */
export function readNewClient(form: FormData): ClientText {
  const raw = form.get("client");
  if (typeof raw !== "string" || !raw.trim()) fail(400, "Client name is required");
  const parsed = parseClientJson(raw);
  const text: Partial<ClientText> = {};
  for (const field of Object.keys(FIELDS) as FieldName[]) {
    const { label, max, column } = FIELDS[field];
    text[column] = cleanText(parsed[field], label, max) ?? fail(400, `${label} is required`);
  }
  return text as ClientText;
}

/** The update form: each text field optional; a blank one keeps the current text. */
export function readClientChanges(form: FormData): { id: string; changes: Partial<ClientText> } {
  const id = readIdField(form, "Client id is missing or invalid");
  const changes: Partial<ClientText> = {};
  for (const field of Object.keys(FIELDS) as FieldName[]) {
    const { label, max, column } = FIELDS[field];
    const value = readTextField(form, field, label, max);
    if (value !== undefined) changes[column] = value;
  }
  return { id, changes };
}

function parseClientJson(raw: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw, (key, value) => {
      if (FORBIDDEN_KEYS.has(key)) throw new SyntaxError("forbidden key");
      return value;
    });
  } catch {
    fail(400, "The client field must be a JSON object with clientName, clientPryTitle and clientSryTitle");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    fail(400, "The client field must be a JSON object with clientName, clientPryTitle and clientSryTitle");
  }
  return parsed as Record<string, unknown>;
}
