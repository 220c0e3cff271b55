// The admin's endpoints for the services themselves (client/contract/endpoints/content.ts, SERVICES): add,
// change (name, address, summary, card style, hidden) and move to the trash. The list, the
// order and the trash's restore come with the declaration (collection.ts). A service that still
// has projects, or that links on the site point to, is not trashed: the answer says what to fix.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { SERVICES } from "../../../client/contract/endpoints/content.ts";
import { SERVICE_MESSAGES, ServiceAnswer, ServiceForm, ServiceParams, ServicesAnswer } from "../../../client/contract/services.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { listKit, type ListDeps } from "../../platform/collections/kit.ts";
import { fail } from "../../platform/http/errors.ts";
import { answers, trimmed } from "../../platform/http/validation.ts";
import { listServices } from "./admin-list.ts";
import { services } from "./collection.ts";
import { createService, updateService } from "./service-writes.ts";

const serviceName = (answer: { service: { name: string } }) => answer.service.name;

export function serviceListRoutes(deps: ListDeps) {
  const { sql } = deps;
  const kit = listKit(deps, services);
  const loaded = async (id: string) => (await listServices(sql, { id }))[0] ?? fail(404, SERVICE_MESSAGES.serviceNotFound);

  return adminRoutes(deps, "service-list")
    .get(
      SERVICES.list.path,
      async () => ({ success: true, message: "Services loaded", services: await listServices(sql) }) satisfies AnswerOf<typeof SERVICES.list>,
      {
        admin: true,
        response: answers(ServicesAnswer),
      },
    )
    .post(
      SERVICES.create.path,
      async ({ body, set }) => {
        const id = await createService(sql, trimmed(body));
        set.status = 201;
        return { success: true, message: SERVICE_MESSAGES.serviceAdded, service: await loaded(id) } satisfies AnswerOf<typeof SERVICES.create>;
      },
      { body: ServiceForm, ...kit.creates(ServiceAnswer, serviceName) },
    )
    .patch(
      SERVICES.change.path,
      async ({ params, body }) => {
        if (!(await updateService(sql, params.id, trimmed(body)))) fail(404, SERVICE_MESSAGES.serviceNotFound);
        return { success: true, message: SERVICE_MESSAGES.serviceUpdated, service: await loaded(params.id) } satisfies AnswerOf<
          typeof SERVICES.change
        >;
      },
      { params: ServiceParams, body: ServiceForm, ...kit.updates(ServiceAnswer, serviceName) },
    )
    .delete(
      SERVICES.trash.path,
      async ({ params }) => {
        // Refused while it has projects or links point to it (the list's inUse, in-use.ts).
        return kit.trash(params.id, { deleted: SERVICE_MESSAGES.serviceDeleted, notFound: SERVICE_MESSAGES.serviceNotFound }) satisfies Promise<
          AnswerOf<typeof SERVICES.trash>
        >;
      },
      { params: ServiceParams, ...kit.deletes },
    );
}
