// Adding a service or changing one: its name, address, one-line summary, how its page shows its
// work, and whether visitors see it. A clash of the address with a page or another service is
// the server's to find (src/features/services/collection.ts); it shows at the field.
import type { FormEvent } from "react";
import { call, reportError } from "../../../api.ts";
import { RadioCards } from "../../../components/admin/choice.tsx";
import { Field } from "../../../components/admin/field.tsx";
import { BusyButton, FormActions } from "../../../components/admin/form-actions.tsx";
import { notify } from "../../../components/admin/notify.ts";
import { check, maxOf, serverFieldError } from "../../../components/admin/content/check.ts";
import { useSubmit } from "../../../components/admin/use-submit.ts";
import { useFieldValues } from "../../../components/admin/use-field-values.ts";
import { SERVICE_STYLES, type ServiceStyle } from "../../../contract/families.ts";
import { SERVICE_LIST, ServiceForm as Form, type Service } from "../../../contract/services.ts";

type Values = { name: string; slug: string; summary: string; style: ServiceStyle; hidden: boolean };

const STYLE_OPTIONS = (Object.entries(SERVICE_STYLES) as [ServiceStyle, string][]).map(([value, label]) => ({ value, label }));
/** An address from a name: "Interior Design" → "interior-design". */
const addressOf = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_-]+/g, "-")
    .toLowerCase()
    .slice(0, 60);

type Props = { service?: Service; onSaved(service: Service): void; onCancel(): void };

export function ServiceForm({ service, onSaved, onCancel }: Props) {
  // A new service's address follows its name until the owner types one.
  const { submitting, run } = useSubmit();
  const { values, setErrors, edit, field, slug } = useFieldValues<Values>(
    () => ({
      name: service?.name ?? "",
      slug: service?.slug ?? "",
      summary: service?.summary ?? "",
      style: service?.style ?? "gallery",
      hidden: service?.hidden ?? false,
    }),
    { disabled: submitting, slug: { editing: !!service, from: (current) => addressOf(current.name) } },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { ...values, slug };
    const found = check(Form, fields);
    if (!fields.name) found.name = "Name is required";
    if (!fields.slug) found.slug = "Address is required";
    setErrors(found);
    if (Object.values(found).some(Boolean)) return void notify.error("Please check the highlighted fields");
    void run(async () => {
      try {
        const answer = service
          ? await call(SERVICE_LIST.endpoints.update, { params: { id: service._id }, body: fields })
          : await call(SERVICE_LIST.endpoints.add, { body: fields });
        notify.success(answer.message);
        onSaved(answer.service);
      } catch (failure) {
        const placed = serverFieldError(failure, {});
        if (placed?.field) setErrors({ [placed.field]: placed.message });
        reportError(failure, service ? "Could not save the service" : "Could not add the service");
      }
    });
  };

  const renamed = service && slug.toLowerCase() !== service.slug.toLowerCase();
  return (
    <form className="admin-form service-form" onSubmit={submit} noValidate aria-busy={submitting}>
      <Field label="Name" {...field("name")} maxLength={maxOf(Form, "name")} required />
      <Field
        label="Address"
        {...field("slug")}
        maxLength={maxOf(Form, "slug")}
        required
        hint={
          renamed
            ? `The page moves to /${slug || "…"}; the old address /${service.slug} and its projects' addresses will redirect there.`
            : `Letters, digits and hyphens: the page is at /${slug || "…"}.`
        }
      />
      <Field label="Summary" {...field("summary")} maxLength={maxOf(Form, "summary")} hint="One line under its name on the home page." />
      <RadioCards legend="The page shows its work as" value={values.style} options={STYLE_OPTIONS} onChange={edit("style")} disabled={submitting} />
      <label className="admin-check">
        <input type="checkbox" checked={values.hidden} onChange={(event) => edit("hidden")(event.target.checked)} disabled={submitting} />
        <span>Hidden: no page, and left out of the menus, the home page and the sitemap</span>
      </label>
      <FormActions>
        <BusyButton label={service ? "Save service" : "Add service"} busyLabel={service ? "Saving..." : "Adding..."} busy={submitting} />
        <BusyButton label="Cancel" busyLabel="Cancel" busy={false} kind="ghost" onClick={onCancel} disabled={submitting} />
      </FormActions>
    </form>
  );
}
