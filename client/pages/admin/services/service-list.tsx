// The services themselves: their order (the menus', the home page's and the sitemap's), each
// one's name, address, card style and whether visitors see it; add, change, hide, remove, one or
// several chosen at once. A service with projects, or that links point to, is refused by the
// server with what to fix (in bulk, nothing chosen is removed).
import { useState } from "react";
import { call, reportError } from "../../../api.ts";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import { ConfirmDelete } from "../../../components/admin/confirm-delete.tsx";
import { HideToggle } from "../../../components/admin/hide-toggle.tsx";
import { ManagedRows } from "../../../components/admin/managed-rows.tsx";
import { orderedList } from "../../../components/admin/ordered-list.ts";
import { notify } from "../../../components/admin/notify.ts";
import { TRASH_PERIOD } from "../../../contract/common.ts";
import { SERVICE_STYLES, servicePath } from "../../../contract/families.ts";
import { SERVICE_LIST, type Service } from "../../../contract/services.ts";
import type { Setter } from "../../../components/admin/use-load.ts";
import { ServiceForm } from "./service-form.tsx";
import { SAFETY } from "../../../contract/endpoints/safety.ts";

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
