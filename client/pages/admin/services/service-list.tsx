// The services themselves: their order (the menus', the home page's and the sitemap's), each
// one's name, address, card style and whether visitors see it; add, change, hide, remove, one or
// several chosen at once. A service with projects, or that links point to, is refused by the
// server with what to fix (in bulk, nothing chosen is removed).
//
// The form adds a service or changes one: its name, address, one-line summary, how its page
// shows its work, and whether visitors see it. A clash of the address with a page or another
// service is the server's to find (src/features/services/collection.ts); it shows at the field.
import { type FormEvent, useState } from "react";
import { call, reportError } from "../../../api.ts";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import { RadioCards } from "../../../components/admin/choice.tsx";
import { ConfirmDelete } from "../../../components/admin/confirm-delete.tsx";
import { check, maxOf, serverFieldError } from "../../../components/admin/content/check.ts";
import { Field } from "../../../components/admin/field.tsx";
import { BusyButton, FormActions } from "../../../components/admin/form-actions.tsx";
import { HideToggle } from "../../../components/admin/hide-toggle.tsx";
import { ManagedRows } from "../../../components/admin/managed-rows.tsx";
import { orderedList } from "../../../components/admin/ordered-list.ts";
import { notify } from "../../../components/admin/notify.ts";
import { useFieldValues } from "../../../components/admin/use-field-values.ts";
import type { Setter } from "../../../components/admin/use-load.ts";
import { useSubmit } from "../../../components/admin/use-submit.ts";
import { TRASH_PERIOD } from "../../../contract/common.ts";
import { SAFETY } from "../../../contract/endpoints/safety.ts";
import { SERVICE_STYLES, servicePath, type ServiceStyle } from "../../../contract/families.ts";
import { SERVICE_LIST, ServiceForm as Form, type Service } from "../../../contract/services.ts";

type Props = { services: Service[]; onServices: Setter<Service[]>; reload(): void };

const KEPT = "A service with projects, or that links point to, is kept until they are moved or fixed.";
const CHOSEN_GONE = `Their pages leave the site at once and the services stay in the Trash for ${TRASH_PERIOD}, where you can restore them. ${KEPT} If one of those chosen is kept, none is deleted.`;

export function ServiceList({ services, onServices, reload }: Props) {
  // "new", a service's id being changed, or none.
  const [editing, setEditing] = useState<string | null>(null);
  const list = orderedList<Service>(
    (service) => service._id,
    onServices,
    (ids) => call(SAFETY.order, { params: { list: "services" }, body: { ids } }),
  );
  const saved = (service: Service) => {
    onServices((current) =>
      current.some((s) => s._id === service._id) ? current.map((s) => (s._id === service._id ? service : s)) : [...current, service],
    );
    setEditing(null);
  };
  const hide = async (service: Service, hidden: boolean) => {
    const answer = await call(SERVICE_LIST.endpoints.update, { params: { id: service._id }, body: { hidden } });
    notify.success(answer.service.hidden ? `${service.name} is hidden` : `${service.name} is shown`);
    saved(answer.service);
  };
  // After bulk work (and its Undo): the services as the server has them, without the screen's loading state.
  const refresh = async () => {
    try {
      onServices((await call(SERVICE_LIST.endpoints.list)).services);
    } catch (error) {
      reportError(error, "Could not read the services again: reload the page");
    }
  };
  return (
    <section className="admin-section service-list" aria-labelledby="service-list-heading">
      <div className="service-list__head">
        <h2 id="service-list-heading">
          Your services <span className="admin-count">{services.length}</span>
        </h2>
        {editing !== "new" ? (
          <button type="button" className="button button--primary" onClick={() => setEditing("new")}>
            Add a service
          </button>
        ) : null}
      </div>
      <p className="service-list__lead">Drag to set their order in the menus, on the home page and in the sitemap.</p>
      {editing === "new" ? <ServiceForm onSaved={saved} onCancel={() => setEditing(null)} /> : null}
      <ManagedRows
        look="project-row"
        label="Services"
        items={services}
        order={list}
        bulk={{ list: "services", label: "Service", apart: true, hide: true, onChanged: () => void refresh(), explanation: CHOSEN_GONE }}
        row={(service) => ({
          instead: editing === service._id ? <ServiceForm service={service} onSaved={saved} onCancel={() => setEditing(null)} /> : null,
          className: "service-row",
          title: service.name,
          tags: service.hidden ? <span className="status-badge status-badge--draft">Hidden</span> : null,
          lines: (
            <p className="project-row__meta">
              <span className="project-row__path">{servicePath(service.slug)}</span>
              <span>{SERVICE_STYLES[service.style]}</span>
              <span>{service.projects === 1 ? "1 project" : `${service.projects} projects`}</span>
            </p>
          ),
          actionsClassName: "service-row__actions",
          actions: (
            <>
              <button type="button" className="admin-action" onClick={() => setEditing(service._id)} aria-label={`Change ${service.name}`}>
                Change
              </button>
              <PrefetchLink href={`/admin/pages/service-${service._id}`} className="admin-action" aria-label={`Edit the page of ${service.name}`}>
                Page
              </PrefetchLink>
              <HideToggle name={service.name} hidden={service.hidden} what="the service" change={(hidden) => hide(service, hidden)} />
              <ConfirmDelete
                what={`the service “${service.name}”`}
                remove={() => call(SERVICE_LIST.endpoints.remove, { params: { id: service._id } })}
                onDeleted={() => {
                  list.remove(service);
                  return reload;
                }}
                explanation={`Its page leaves the site at once and the service stays in the Trash for ${TRASH_PERIOD}, where you can restore it. ${KEPT}`}
                buttonLabel={`Delete ${service.name}`}
              />
            </>
          ),
        })}
      />
    </section>
  );
}

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

type FormProps = { service?: Service; onSaved(service: Service): void; onCancel(): void };

function ServiceForm({ service, onSaved, onCancel }: FormProps) {
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
