// The services as the admin's project screens name them (its form's choice, breadcrumbs and
// addresses), loaded once for the screen; while they load, a service reads as its id.
import type { ServiceInfo } from "../../../contract/families.ts";
import { SERVICE_LIST, type Service } from "../../../contract/services.ts";
import { useLoad } from "../use-load.ts";
import { call } from "../../../api.ts";

export function useServices(): { services: Service[]; nameOf(id: string): string; slugOf(id: string): string; infoOf(id: string): ServiceInfo } {
  const loaded = useLoad(async () => (await call(SERVICE_LIST.endpoints.list)).services, "Failed to load the services", "services");
  const services = loaded.state === "ready" ? loaded.data : [];
  const find = (id: string) => services.find((service) => service._id === id);
  return {
    services,
    nameOf: (id) => find(id)?.name ?? id,
    slugOf: (id) => find(id)?.slug ?? id,
    /** As the public pages know a service (a hidden one's too: a preview of its project). */
    infoOf(id) {
      const service = find(id);
      return service
        ? { id, slug: service.slug, name: service.name, summary: service.summary, style: service.style }
        : { id, slug: id, name: id, summary: "", style: "gallery" };
    },
  };
}
