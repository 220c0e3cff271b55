// A post from the contact form, from the body to a stored enquiry: the address's limit first,
// then the fields and files checked (each refusal said at its field), then the spam rules and the
// inbox's limit, then the files stored under private keys and the rows written. The answer is
// the same thank-you for spam as for a real enquiry; a refusal carries what was typed back.
import { Value } from "@sinclair/typebox/value";
import type { ContactDocument } from "../../../client/contract/documents/contact.ts";
import { describeError } from "../../../client/contract/describe-error.ts";
import {
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  EnquiryForm,
  type AttachmentType,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryValues,
} from "../../../client/contract/enquiries.ts";
import type { ServiceInfo } from "../../../client/contract/families.ts";
import { listShownServices } from "../services/catalog.ts";
import { clientAddress, type ProxyTrust } from "../../platform/auth/client-address.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { HttpError } from "../../platform/http/errors.ts";
import type { Logger } from "../../platform/logger.ts";
import { newPrivateKey } from "../../platform/media/keys.ts";
import type { ObjectStore } from "../../platform/media/object-store.ts";
import { sniffAttachment } from "./attachment-type.ts";
import { checkFormToken } from "./form-token.ts";
import { ownerNotification, visitorConfirmation, type StudioDetails } from "./notification.ts";
import type { EnquiryLimiter } from "./limits.ts";
import { spamReason } from "./spam.ts";
import { insertEnquiry, type NewEnquiry, type StoredAttachment } from "./writes.ts";

export type IntakeDeps = {
  sql: Sql;
  objects: ObjectStore;
  log: Logger;
  /** The app's secret: the form's time token is signed with it. */
  secret: string;
  limiter: EnquiryLimiter;
  proxy: ProxyTrust;
  /** The contact page's published document: which optional fields show, and their choices. */
  contact(): Promise<ContactDocument>;
  /** The studio's name and email: who is notified (unless the contact page names another address) and who thanks. */
  studio(): Promise<StudioDetails>;
  /** Where the owner opens an enquiry, for the notification's link. */
  adminUrl(id: string): string;
  now?: () => number;
};

export type IntakeOutcome =
  | { sent: true; id: string; status: "new" | "spam" }
  | { sent: false; status: 400 | 413 | 422 | 429 | 503; values: EnquiryValues; errors: EnquiryErrors; retryAfter?: number };

type File = { name: string; type: AttachmentType; bytes: Uint8Array };

const refused = (status: 400 | 413 | 422 | 429 | 503, values: EnquiryValues, errors: EnquiryErrors, retryAfter?: number): IntakeOutcome => ({
  sent: false,
  status,
  values,
  errors,
  ...(retryAfter ? { retryAfter } : {}),
});

export async function takeEnquiry(deps: IntakeDeps, request: Request): Promise<IntakeOutcome> {
  const wait = await deps.limiter.address(clientAddress(request, deps.proxy));
  const form = await readForm(request);
  if ("status" in form) return refused(form.status, {}, { form: form.message });
  const values = textValues(form);
  if (wait !== null) return refused(429, values, { form: ENQUIRY_MESSAGES.slowDown(Math.ceil(wait / 60)) }, wait);

  const document = await deps.contact();
  // A field the owner hides is not on the page: whatever is sent for it is dropped, never refused.
  for (const field of ["company", "service", "budget", "timeline"] as const) if (!document[field].show) values[field] = "";
  const services = await listShownServices(deps.sql);
  const errors = fieldErrors(values, document, services);
  const files = document.attachments.show ? await readFiles(form, errors) : [];
  if (Object.keys(errors).length > 0) return refused(422, values, { form: ENQUIRY_MESSAGES.fixFields, ...errors });

  const storedWait = await deps.limiter.stored();
  if (storedWait !== null) return refused(429, values, { form: ENQUIRY_MESSAGES.busy }, storedWait);
  const honeypot = text(form, "website");
  const token = checkFormToken(deps.secret, text(form, "token") || undefined, (deps.now ?? Date.now)());
  const reason = spamReason({ honeypot, token, message: values.message ?? "" }) ?? ((await deps.limiter.inbox()) ? null : "one of a flood of posts");
  const enquiry: NewEnquiry = {
    name: values.name!,
    email: values.email!,
    message: values.message!,
    company: values.company ?? "",
    service: values.service ?? "",
    budget: values.budget ?? "",
    timeline: values.timeline ?? "",
    status: reason ? "spam" : "new",
    spamReason: reason,
  };
  // Spam is kept without its files: a bot's uploads would only fill the bucket.
  const stored: StoredAttachment[] = [];
  try {
    for (const file of reason ? [] : files) {
      const key = newPrivateKey();
      await deps.objects.put(key, Buffer.from(file.bytes), file.type);
      stored.push({ key, name: file.name, type: file.type, size: file.bytes.byteLength });
    }
    const studio = await deps.studio();
    const mailed = { ...enquiry, service: services.find((service) => service.id === enquiry.service)?.name ?? "", attachments: stored };
    const mails = (id: string) =>
      [ownerNotification(mailed, studio, document.delivery, deps.adminUrl(id)), visitorConfirmation(mailed, studio, document.delivery)].filter(
        (mail) => mail !== null,
      );
    const id = await insertEnquiry(deps.sql, enquiry, stored, mails);
    return { sent: true, id, status: enquiry.status };
  } catch (error) {
    deps.log.error("enquiry not stored", error);
    for (const { key } of stored) await deps.objects.remove(key).catch(() => {});
    return refused(503, values, { form: ENQUIRY_MESSAGES.unavailable }, 5);
  }
}

async function readForm(request: Request): Promise<FormData | { status: 400 | 413; message: string }> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return { status: 400, message: "Send the form as multipart/form-data" };
  }
  try {
    return await request.formData();
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) return { status: 413, message: ENQUIRY_MESSAGES.tooLarge };
    return { status: 400, message: "The form could not be read. Please try again." };
  }
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The fields a visitor types or picks, trimmed; a file sent where text belongs reads as blank. */
function textValues(form: FormData): EnquiryValues {
  return Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, text(form, field).trim()]));
}

/** `services`: the shown ones, the form's choices. */
function fieldErrors(values: EnquiryValues, document: ContactDocument, services: ServiceInfo[]): EnquiryErrors {
  const errors: EnquiryErrors = {};
  // Blank optional fields are left out: "" is what the schema's `Text` allows anyway.
  const checked = Object.fromEntries(Object.entries(values).filter(([name, value]) => value !== "" || ["name", "email", "message"].includes(name)));
  for (const error of Value.Errors(EnquiryForm, checked)) {
    const field = error.path.replace(/^\//, "").split("/")[0] as EnquiryField;
    errors[field] ??= describeError(error);
  }
  const service = values.service ?? "";
  if (service && !services.some((shown) => shown.id === service)) errors.service ??= ENQUIRY_MESSAGES.serviceUnknown;
  for (const field of ["budget", "timeline"] as const) {
    const value = values[field] ?? "";
    if (value && !document[field].choices.includes(value)) errors[field] ??= ENQUIRY_MESSAGES.choiceUnknown;
  }
  return errors;
}

/** The files chosen, each checked by its bytes; a refusal is added to `errors.attachments`. */
async function readFiles(form: FormData, errors: EnquiryErrors): Promise<File[]> {
  // A form sent with no file chosen carries one empty part.
  const parts = form.getAll("attachments").filter((part): part is globalThis.File => typeof part !== "string" && part.size > 0);
  if (parts.length > ENQUIRY_LIMITS.attachments) {
    errors.attachments = ENQUIRY_MESSAGES.tooManyFiles;
    return [];
  }
  const files: File[] = [];
  for (const [index, part] of parts.entries()) {
    // Named by its place, not its name: an answer never repeats what a sender wrote into it.
    const which = parts.length === 1 ? "The file" : `File ${index + 1}`;
    if (part.size > ENQUIRY_LIMITS.attachmentBytes) {
      errors.attachments = ENQUIRY_MESSAGES.fileOver(which);
      return [];
    }
    const bytes = new Uint8Array(await part.arrayBuffer());
    const type = sniffAttachment(bytes);
    if (!type) {
      errors.attachments = ENQUIRY_MESSAGES.fileType(which);
      return [];
    }
    files.push({ name: fileName(part.name), type, bytes });
  }
  return files;
}

/** The file's own name, without a path, control characters or more than 200 characters. */
function fileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const name = [...base]
    .filter((char) => char >= " " && char !== "\u007f" && char !== '"')
    .join("")
    .trim()
    .slice(0, 200);
  return name || "attachment";
}
