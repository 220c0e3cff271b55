// The contact form: a plain multipart POST to /contact that works without scripts; with them it
// is sent by fetch, its refusals shown at their fields, and nothing typed is lost (the inputs keep
// their own values: a refusal only adds messages). Files over the size limit are refused here
// before anything is sent; their contents are checked by the server.
import { useRef, useState, type FormEvent } from "react";
import type { ContactPageDocument } from "../../contract/documents/contact.ts";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_FORMATS,
  CONTACT_PATH,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  type EnquiryErrors,
  type EnquiryIntakeAnswer,
  type EnquiryValues,
} from "../../contract/enquiry-form.ts";
import { useSite } from "../../site.ts";

type Props = {
  document: ContactPageDocument;
  token: string;
  refused: { values: EnquiryValues; errors: EnquiryErrors } | null;
  onSent(): void;
};

const MB = 1024 * 1024;

export function ContactForm({ document, token, refused, onSent }: Props) {
  const { services } = useSite();
  const [errors, setErrors] = useState<EnquiryErrors>(refused?.errors ?? {});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const values = refused?.values ?? {};
  const { labels } = document;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const files = [...((form.elements.namedItem("attachments") as HTMLInputElement | null)?.files ?? [])];
    const local = fileErrors(files);
    if (local) return show({ form: ENQUIRY_MESSAGES.fixFields, attachments: local });
    setSending(true);
    try {
      const response = await fetch(CONTACT_PATH, { method: "POST", body: new FormData(form), headers: { accept: "application/json" } });
      const answer = (await response.json()) as EnquiryIntakeAnswer;
      if (answer.success) return onSent();
      show(answer.errors ?? { form: answer.message });
    } catch {
      show({ form: ENQUIRY_MESSAGES.offline });
    } finally {
      setSending(false);
    }
  }

  /** Shows the messages and moves focus to the first field refused (or the summary). */
  function show(next: EnquiryErrors) {
    setErrors(next);
    requestAnimationFrame(() => {
      const first = Object.keys(next).find((name) => name !== "form");
      const field = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
      (field ?? formRef.current?.querySelector<HTMLElement>(".contact-form__summary"))?.focus();
    });
  }

  const field = (name: string) => ({
    id: `contact-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
  });
  const message = (name: string) =>
    errors[name] ? (
      <p id={`contact-${name}-error`} className="contact-form__error">
        {errors[name]}
      </p>
    ) : null;
  const choice = (name: "budget" | "timeline") => {
    const { label, choices } = document[name];
    return (
      <div className="contact-form__field">
        <label htmlFor={`contact-${name}`}>{label}</label>
        <select {...field(name)} defaultValue={values[name] ?? ""}>
          <option value="">Choose…</option>
          {choices.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {message(name)}
      </div>
    );
  };

  return (
    <form ref={formRef} className="contact-form" method="post" action={CONTACT_PATH} encType="multipart/form-data" noValidate onSubmit={send}>
      {errors.form ? (
        <p className="contact-form__summary" role="alert" tabIndex={-1}>
          {errors.form}
        </p>
      ) : null}
      <input type="hidden" name="token" value={token} />
      {/* A field people never see or reach; a bot fills it in. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="contact-form__row">
        <div className="contact-form__field">
          <label htmlFor="contact-name">{labels.name}</label>
          <input {...field("name")} type="text" autoComplete="name" required maxLength={ENQUIRY_LIMITS.name} defaultValue={values.name ?? ""} />
          {message("name")}
        </div>
        <div className="contact-form__field">
          <label htmlFor="contact-email">{labels.email}</label>
          <input {...field("email")} type="email" autoComplete="email" required maxLength={ENQUIRY_LIMITS.email} defaultValue={values.email ?? ""} />
          {message("email")}
        </div>
      </div>
      {document.company.show || document.service.show ? (
        <div className="contact-form__row">
          {document.company.show ? (
            <div className="contact-form__field">
              <label htmlFor="contact-company">{document.company.label}</label>
              <input
                {...field("company")}
                type="text"
                autoComplete="organization"
                maxLength={ENQUIRY_LIMITS.company}
                defaultValue={values.company ?? ""}
              />
              {message("company")}
            </div>
          ) : null}
          {document.service.show ? (
            <div className="contact-form__field">
              <label htmlFor="contact-service">{document.service.label}</label>
              <select {...field("service")} defaultValue={values.service ?? ""}>
                <option value="">Choose…</option>
                {services.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name}
                  </option>
                ))}
              </select>
              {message("service")}
            </div>
          ) : null}
        </div>
      ) : null}
      {document.budget.show || document.timeline.show ? (
        <div className="contact-form__row">
          {document.budget.show ? choice("budget") : null}
          {document.timeline.show ? choice("timeline") : null}
        </div>
      ) : null}
      <div className="contact-form__field">
        <label htmlFor="contact-message">{labels.message}</label>
        <textarea {...field("message")} rows={7} required maxLength={ENQUIRY_LIMITS.message} defaultValue={values.message ?? ""} />
        {message("message")}
      </div>
      {document.attachments.show ? (
        <div className="contact-form__field">
          <label htmlFor="contact-attachments">{labels.attachments}</label>
          <input
            {...field("attachments")}
            className="file-picker"
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            aria-describedby={errors.attachments ? "contact-attachments-hint contact-attachments-error" : "contact-attachments-hint"}
          />
          <p id="contact-attachments-hint" className="contact-form__hint">
            Up to {ENQUIRY_LIMITS.attachments} files: {ATTACHMENT_FORMATS}, at most {ENQUIRY_LIMITS.attachmentBytes / MB} MB each.
          </p>
          {message("attachments")}
        </div>
      ) : null}
      <p className="contact-form__privacy">{document.privacy}</p>
      <button type="submit" className="button button--primary contact-form__send" disabled={sending} aria-busy={sending || undefined}>
        {sending ? ENQUIRY_MESSAGES.sending : labels.send}
      </button>
    </form>
  );
}

/** The refusal a chosen set of files earns before sending: too many, or one too large. */
function fileErrors(files: File[]): string | null {
  if (files.length > ENQUIRY_LIMITS.attachments) return ENQUIRY_MESSAGES.tooManyFiles;
  const large = files.find((file) => file.size > ENQUIRY_LIMITS.attachmentBytes);
  return large ? ENQUIRY_MESSAGES.fileOver(large.name) : null;
}
