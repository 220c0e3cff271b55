// The studio's details, shown in every page's header, footer and contact links. Checked in the
// browser with the contract's rules and messages, and again by the server, whose answer is
// shown at the field it names.
import { useState, type FormEvent } from "react";
import { call, reportError } from "../../../api.ts";
import { Switch } from "../choice.tsx";
import { Field } from "../field.tsx";
import { FormAction } from "../form-actions.tsx";
import { notify } from "../notify.ts";
import { useSubmit } from "../use-submit.ts";
import { useLeaveWarning } from "../use-leave-warning.ts";
import { check, maxOf, messagesOf, serverFieldError, type FieldErrors } from "./check.ts";
import { Studio } from "../../../contract/studio.ts";
import { STUDIO } from "../../../contract/endpoints/studio.ts";

export type StudioPath =
  | "name"
  | "fullName"
  | "phone"
  | "phoneDisplay"
  | "email"
  | "mainSite"
  | "designPortfolio"
  | `forms/${"message" | "enquiry" | "contact"}`
  | `social/${"instagram" | "youtube" | "linkedin" | "facebook" | "behance"}`;
type FieldSpec = { path: StudioPath; label: string; hint?: string; type?: "text" | "email" | "tel" | "url"; optional?: boolean };

type Group = { title: string; lead: string; fields: FieldSpec[] };

/** The details in the groups the form shows them in; the first run's setup asks them group by group. */
export const STUDIO_GROUPS: Group[] = [
  {
    title: "Name",
    lead: "How the site names the studio.",
    fields: [
      { path: "name", label: "Short name", hint: "Shown beside the mark and in “HIRE …”; the monogram is drawn from its initials." },
      { path: "fullName", label: "Full name", hint: "Page titles, the footer and search results." },
    ],
  },
  {
    title: "Contact",
    lead: "The chat button, “Call us” and the email links.",
    fields: [
      { path: "phone", label: "Phone", type: "tel", hint: "International format: + and the country code, then digits only, e.g. +919876543210." },
      { path: "phoneDisplay", label: "Phone as displayed", hint: "How the number is written on the pages, e.g. +91 98765 43210." },
      { path: "email", label: "Email", type: "email" },
    ],
  },
  {
    title: "Sites and forms",
    lead: "Full addresses, starting with https://. A form may also be /contact (the site's own contact page) or mailto: and an address.",
    fields: [
      {
        path: "mainSite",
        label: "Main site",
        type: "url",
        optional: true,
        hint: "Only if the studio has another main site: “Home” then opens it. Leave blank and “Home” is this site's home page.",
      },
      {
        path: "designPortfolio",
        label: "Design portfolio",
        type: "url",
        optional: true,
        hint: "Where your full case studies are (Behance, Dribbble, your own site): the Connect menu links it. Leave blank to leave it out.",
      },
      { path: "forms/message", label: "Message form", hint: "“Send a message”: an outside form (opens in a new tab), /contact or mailto:…" },
      { path: "forms/enquiry", label: "Enquiry form", hint: "“HIRE …” and the service pages' “Enquire now”." },
      { path: "forms/contact", label: "Contact form" },
    ],
  },
  {
    title: "Social links",
    lead: "Leave one blank to hide its icon.",
    fields: (["instagram", "youtube", "linkedin", "facebook", "behance"] as const).map((key) => ({
      path: `social/${key}` as StudioPath,
      label: key === "youtube" ? "YouTube" : key === "linkedin" ? "LinkedIn" : key[0]!.toUpperCase() + key.slice(1),
      type: "url" as const,
      optional: true,
    })),
  },
];

const read = (studio: Studio, path: StudioPath): string =>
  path.split("/").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], studio) as string;
export const write = (studio: Studio, path: StudioPath, value: string): Studio => {
  const [head, tail] = path.split("/") as [keyof Studio, string | undefined];
  return tail ? { ...studio, [head]: { ...(studio[head] as object), [tail]: value } } : { ...studio, [head]: value };
};

export function StudioForm({ studio, onSaved }: { studio: Studio; onSaved(studio: Studio): void }) {
  const [values, setValues] = useState(studio);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submitting, run } = useSubmit();
  // A save sets both to the server's answer, so only edits not yet saved ask before leaving. The
  // mark is saved apart (mark-field.tsx): a new one is no edit of this form's.
  useLeaveWarning(JSON.stringify({ ...values, mark: null }) !== JSON.stringify({ ...studio, mark: null }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(Studio, values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return void notify.error("Please check the highlighted fields");
    void run(async () => {
      try {
        const answer = await call(STUDIO.save, { body: values });
        notify.success(answer.message);
        setValues(answer.studio);
        onSaved(answer.studio);
      } catch (failure) {
        const placed = serverFieldError(failure, messagesOf(Studio));
        if (placed?.field) setErrors({ [placed.field]: placed.message });
        reportError(failure, "Could not save the studio details");
      }
    });
  };

  return (
    <form className="admin-form studio-form" onSubmit={submit} noValidate aria-busy={submitting}>
      {STUDIO_GROUPS.map((group) => (
        <StudioGroup
          key={group.title}
          group={group}
          values={values}
          setValues={setValues}
          errors={errors}
          setErrors={setErrors}
          disabled={submitting}
        />
      ))}
      <fieldset className="admin-panel studio-form__group">
        <legend className="visually-hidden">Header and menu</legend>
        {/* biome-ignore lint/a11y/useHeadingContent: the legend above names the group for screen readers; this is its visible twin */}
        <h2 aria-hidden="true">Header and menu</h2>
        <Switch
          label="List the services in the header and the menu"
          hint="A “Services” menu beside Home and Portfolio, and each service in the phone menu."
          checked={values.servicesInMenu}
          onChange={(servicesInMenu) => setValues((current) => ({ ...current, servicesInMenu }))}
          disabled={submitting}
        />
      </fieldset>
      <FormAction className="studio-form__actions" label="Save studio details" busyLabel="Saving..." busy={submitting} />
    </form>
  );
}

type GroupProps = {
  group: Group;
  values: Studio;
  setValues(update: (current: Studio) => Studio): void;
  errors: FieldErrors;
  setErrors(update: (current: FieldErrors) => FieldErrors): void;
  disabled: boolean;
};

/** One group of the details' fields, each checked with the contract's rules and showing its message. */
export function StudioGroup({ group, values, setValues, errors, setErrors, disabled }: GroupProps) {
  return (
    <fieldset className="admin-panel studio-form__group">
      <legend className="visually-hidden">{group.title}</legend>
      {/* biome-ignore lint/a11y/useHeadingContent: the legend above names the group for screen readers; this is its visible twin */}
      <h2 aria-hidden="true">{group.title}</h2>
      <p className="admin-muted studio-form__lead">{group.lead}</p>
      <div className="studio-form__fields">
        {group.fields.map((field) => (
          <Field
            key={field.path}
            label={field.label}
            type={field.type}
            value={read(values, field.path)}
            onChange={(value) => {
              setValues((current) => write(current, field.path, value));
              setErrors((current) => ({ ...current, [field.path]: undefined }));
            }}
            maxLength={maxOf(Studio, field.path)}
            required={!field.optional}
            hint={field.hint}
            error={errors[field.path]}
            disabled={disabled}
          />
        ))}
      </div>
    </fieldset>
  );
}
