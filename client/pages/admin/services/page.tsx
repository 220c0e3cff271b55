// The services (service-list.tsx: add, change, order, hide, remove) and each one's sample work:
// a service shown as sites or films has cards of its own (a live site; a film and its
// breakdown); a gallery service shows its published projects, edited on the Projects screen. Of
// the projects only each service's counts are loaded here; a gallery service's list loads a page
// at a time (service-projects.tsx).
import { useState } from "react";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { ItemBoard } from "../../../components/admin/content/item-board.tsx";
import type { LinkField } from "../../../components/admin/content/item-form.tsx";
import { Tabs } from "../../../components/admin/content/tabs.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import type { ProjectCountsAnswer } from "../../../contract/project-list.ts";
import type { ServiceStyle } from "../../../contract/families.ts";
import { SERVICE_LIST, SERVICE_MESSAGES, ServiceCardForm, type Service, type ServiceCard } from "../../../contract/services.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { ServiceList } from "./service-list.tsx";
import { ServiceProjects } from "./service-projects.tsx";
import { call } from "../../../api.ts";
import { SERVICES } from "../../../contract/endpoints/content.ts";
import { PROJECTS } from "../../../contract/endpoints/projects.ts";

/** The links the cards of each style of service carry. */
const CARD_LINKS: Record<Exclude<ServiceStyle, "gallery">, LinkField[]> = { sites: ["live"], films: ["watch", "breakdown"] };
const REQUIRED = { title: SERVICE_MESSAGES.titleRequired, image: SERVICE_MESSAGES.imageRequired };
const hasCards = (service: Service) => service.style !== "gallery";

type Loaded = { services: Service[]; families: ProjectCountsAnswer["families"] };

export default function ServicesAdminPage(_props: PageProps) {
  return (
    <AdminShell section="services" title="Services" lead="Your services, each with its own page, and the work each page shows.">
      <ServicesBoard />
    </AdminShell>
  );
}

function ServicesBoard() {
  // The first tab until the owner picks another (none: the first of the tabs below).
  const [slug, setSlug] = useState<string>("");
  const loaded = useLoad<Loaded>(
    async () => {
      const [{ services }, { families }] = await Promise.all([call(SERVICE_LIST.endpoints.list), call(PROJECTS.counts)]);
      return { services, families };
    },
    "Failed to load the services",
    "services",
  );
  if (loaded.state === "loading") return <Loading label="Loading services..." />;
  if (loaded.state === "error") {
    return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  }
  const data = loaded.data;
  const setServices = (change: Service[] | ((current: Service[]) => Service[])) =>
    loaded.set((current) => ({ ...current, services: typeof change === "function" ? change(current.services) : change }));
  const list = <ServiceList services={data.services} onServices={setServices} reload={loaded.reload} />;
  // The services with cards of their own first: the others are edited on the Projects screen.
  const sorted = [...data.services.filter(hasCards), ...data.services.filter((s) => !hasCards(s))];
  const service = sorted.find((s) => s._id === slug) ?? sorted[0];
  if (!service) return list;
  const setCards = (cards: ServiceCard[]) =>
    loaded.set({ ...data, services: data.services.map((s) => (s._id === service._id ? { ...s, cards } : s)) });
  const record = ({ message, card }: { message: string; card: ServiceCard }) => ({ message, record: card });
  const tabs = sorted.map((s) => ({
    key: s._id,
    label: s.name,
    count: hasCards(s) ? s.cards.length : published(data.families, s._id),
  }));

  return (
    <>
      {list}
      <h2 className="service-work-heading">The work on each page</h2>
      <Tabs<string> label="Service pages" tabs={tabs} current={service._id} onSelect={setSlug}>
        {service.style !== "gallery" ? (
          <ItemBoard<ServiceCard>
            key={service._id}
            place={service.name}
            noun="Card"
            schema={ServiceCardForm}
            required={REQUIRED}
            items={service.cards}
            links={CARD_LINKS[service.style]}
            add={async (form, onProgress) => record(await call(SERVICES.addCard, { params: { slug: service._id }, body: form, onProgress }))}
            update={async (id, form, onProgress) => record(await call(SERVICES.updateCard, { params: { id }, body: form, onProgress }))}
            remove={(id) => call(SERVICES.removeCard, { params: { id } })}
            order={(ids) => call(SERVICES.orderCards, { params: { slug: service._id }, body: { ids } })}
            onItems={setCards}
            reload={loaded.reload}
            bulk={{ list: "service-cards", label: "Card", onChanged: loaded.refresh }}
          />
        ) : (
          <ServiceProjects key={service._id} service={service._id} name={service.name} />
        )}
      </Tabs>
    </>
  );
}

/** A service's published projects: its live ones less its drafts. */
function published(families: Loaded["families"], service: string): number {
  const counts = families.find((family) => family.family === service);
  return counts ? counts.total - counts.drafts : 0;
}
