// The contact form's plain data, without a schema library (the public contact page carries it):
// its fields, limits, accepted files and every message a visitor reads. The schemas built from
// these are in enquiries.ts.

const MB = 1024 * 1024;

export const ENQUIRY_LIMITS = {
  name: 120,
  email: 254,
  company: 120,
  message: 5000,
  /** A budget range or timeline as the contact page offers it. */
  choice: 80,
  attachments: 3,
  attachmentBytes: 10 * MB,
  /** A message with more links than this is spam. */
  links: 3,
  /** Characters of a search. */
  search: 200,
  /** Enquiries per page of the admin list. */
  pageSize: 50,
} as const;

/** The attachments accepted, by the type their bytes show (never by their name). */
export const ATTACHMENT_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp", "application/zip"] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** The file input's `accept`: a hint to the picker; the server checks the bytes. */
export const ATTACHMENT_ACCEPT = ".pdf,.png,.jpg,.jpeg,.webp,.zip,application/pdf,image/png,image/jpeg,image/webp,application/zip";
export const ATTACHMENT_FORMATS = "PDF, PNG, JPEG, WebP or ZIP";

/** The form's fields a visitor types or picks, in the order the page shows them. */
export const ENQUIRY_FIELDS = ["name", "email", "company", "service", "budget", "timeline", "message"] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number] | "attachments";

/** What the visitor reads: every refusal is said at its field, or above the form for the whole. */
export const ENQUIRY_MESSAGES = {
  /** Above the form when any field is refused. */
  fixFields: "Please check the fields marked below.",
  emailRequired: "Email is required",
  serviceUnknown: "Please choose one of the listed services",
  choiceUnknown: "Please choose one of the listed options",
  tooManyFiles: `At most ${ENQUIRY_LIMITS.attachments} files can be attached`,
  fileTooLarge: `Each file must be at most ${ENQUIRY_LIMITS.attachmentBytes / MB} MB`,
  fileOver: (which: string) => `${which} is larger than ${ENQUIRY_LIMITS.attachmentBytes / MB} MB, the most each file may be`,
  fileType: (name: string) => `${name} is not a ${ATTACHMENT_FORMATS} file (checked by its contents, not its name)`,
  fileEmpty: (name: string) => `${name} is empty`,
  /** The whole request was larger than three files and the texts can be. */
  tooLarge: `The message and its files are too large: attach at most ${ENQUIRY_LIMITS.attachments} files of up to ${ENQUIRY_LIMITS.attachmentBytes / MB} MB each`,
  /** Too many sends from one address in a short time (429). */
  slowDown: (minutes: number) => `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  /** Every visitor's sends together are over the site's limit (429). */
  busy: "The studio is receiving a lot of messages right now. Please try again in a few minutes.",
  /** The store is down (503): nothing was kept; the form keeps what was typed. */
  unavailable: "Your message could not be sent just now. Please try again in a moment: nothing you typed is lost.",
  /** A network failure seen by the page's script. */
  offline: "Your message could not be sent: check your connection and try again. Nothing you typed is lost.",
  sending: "Sending…",
} as const;

/** Each field's refusal, keyed by field name; `form` is the message above the form. */
export type EnquiryErrors = Record<string, string>;

/** POST /contact answered to a script (Accept: application/json): sent, or refused with each field's message. */
export type EnquiryIntakeAnswer = { success: boolean; message: string; errors?: EnquiryErrors };

/** What a visitor typed or picked, as sent back into the form after a refusal (files are never sent back). */
export type EnquiryValues = Partial<Record<(typeof ENQUIRY_FIELDS)[number], string>>;

/**
 * The contact form as a POST without scripts left it: sent (the thank-you shows), or refused
 * (the form again, with what was typed and each field's message).
 */
export type ContactFormState = { sent: true } | { sent: false; values: EnquiryValues; errors: EnquiryErrors };

/** The form's action: the contact page itself. */
export const CONTACT_PATH = "/contact";
