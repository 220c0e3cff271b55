// The client-review endpoints of the admin API (client/api.ts, adminApi). The list is public:
// it is the testimonial carousel's fallback source. Every write drops the cached pages and this
// list (the declaration's tags), so both update at once.
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { listKit, type ListDeps } from "../../platform/collections/kit.ts";
import { cachedJson } from "../../platform/cache/cached-json.ts";
import { fail } from "../../platform/http/errors.ts";
import type { StoredImage } from "../../../client/contract/stored-media.ts";
import { leaveBodyUnread, readFormFields, readImageField, readUploadForm } from "../../platform/media/upload-form.ts";
import { CLIENT_MESSAGES, ClientAnswer, ClientIdParams, ClientUpdateForm, DeleteClientBody } from "../../../client/contract/clients.ts";
import { clients } from "./collection.ts";
import { clientChanges, readNewClient } from "./form.ts";
import { getClient, listClients } from "./queries.ts";
import { insertClient, updateClient } from "./writes.ts";

const clientName = (answer: { client: { name: string } }) => answer.client.name;

export function clientRoutes(deps: ListDeps) {
  const { sql, cache, uploadMaxBytes } = deps;
  const kit = listKit(deps, clients);
  const parse = leaveBodyUnread;
  const readAvatar = (form: FormData) => readImageField(form, "clientImg", CLIENT_MESSAGES.imageLabel, uploadMaxBytes);

  return (
    adminRoutes(deps, "clients")
      .get("/api/admin/clients", ({ request }) =>
        cachedJson(cache, request, clients.tags, async () => ({ success: true, message: "Clients loaded", clients: await listClients(sql) })),
      )
      .get(
        "/api/admin/client/:id",
        async ({ params }) => {
          const client = (await getClient(sql, params.id)) ?? fail(404, CLIENT_MESSAGES.notFound);
          return { success: true, message: "Client loaded", client };
        },
        { admin: true, params: ClientIdParams, response: ClientAnswer },
      )
      .post(
        "/api/admin/clients",
        async ({ request, set }) => {
          const form = await readUploadForm(request, uploadMaxBytes);
          const text = readNewClient(form);
          const image = (await readAvatar(form)) ?? fail(400, CLIENT_MESSAGES.imageRequired);
          const client = await kit.addImage(request, image, (stored) => insertClient(sql, { ...text, profileKey: stored.key }));
          set.status = 201;
          return { success: true, message: CLIENT_MESSAGES.added, client };
        },
        { parse, ...kit.creates(ClientAnswer, clientName) },
      )
      .post(
        "/api/admin/updateclient",
        async ({ request, afterInvalidate }) => {
          const form = await readUploadForm(request, uploadMaxBytes);
          const fields = readFormFields(form, ClientUpdateForm);
          const changes = clientChanges(fields);
          const image = await readAvatar(form);
          const update = async (stored?: StoredImage) =>
            (await updateClient(sql, fields.id, { ...changes, profileKey: stored?.key })) ?? fail(404, CLIENT_MESSAGES.notFound);
          const updated = await kit.withImage(request, image, update);
          kit.dropReplaced(afterInvalidate, updated.oldKey);
          return { success: true, message: CLIENT_MESSAGES.updated, client: updated.client };
        },
        { parse, ...kit.updates(ClientAnswer, clientName) },
      )
      // To the trash: the row and its avatar stay until restored or purged.
      .post("/api/admin/deleteclient", ({ body }) => kit.trash(body.id, CLIENT_MESSAGES), { body: DeleteClientBody, ...kit.deletes })
  );
}
