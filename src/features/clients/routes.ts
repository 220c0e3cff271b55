// The client-review endpoints of the admin API (DESIGN.md, API contract). The list is public:
// it is the testimonial carousel's fallback source. Every write declares that it changes
// "clients", which drops the cached pages and this list (src/platform/cache/), so both update at once.
import { Elysia } from "elysia";
import { activityHook, onRecord } from "../../platform/activity/hook.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { adminGuard } from "../../platform/auth/guard.ts";
import { collection } from "../../platform/collections/registry.ts";
import { moveToTrash } from "../../platform/collections/trash.ts";
import { cachedJson } from "../../platform/cache/cached-json.ts";
import { cacheInvalidation } from "../../platform/cache/invalidation.ts";
import { fail } from "../../platform/http/errors.ts";
import { addImage } from "../../platform/media/image-jobs.ts";
import type { ImageDeps } from "../../platform/media/image-queue.ts";
import { leaveBodyUnread, readFormFields, readImageField, readUploadForm } from "../../platform/media/upload-form.ts";
import { removeObject } from "../../platform/media/writes.ts";
import { CLIENT_MESSAGES, ClientIdParams, ClientUpdateForm, DeleteClientBody } from "../../../client/contract/clients.ts";
import { clientChanges, readNewClient } from "./form.ts";
import { getClient, insertClient, listClients, updateClient } from "./queries.ts";

const CLIENTS = collection("clients");

export function clientRoutes(deps: AdminDeps & ImageDeps) {
  const { sql, cache, uploadMaxBytes } = deps;
  const parse = leaveBodyUnread;
  const readAvatar = (form: FormData) => readImageField(form, "clientImg", CLIENT_MESSAGES.imageLabel, uploadMaxBytes);
  const avatar = { use: "avatar" as const };

  return new Elysia({ name: "clients" })
    .use(adminGuard(deps))
    .use(cacheInvalidation(cache))
    .use(activityHook(deps))
    .get("/api/admin/clients", ({ request }) => cachedJson(cache, request, ["clients"], async () => ({ success: true, message: "Clients loaded", clients: await listClients(sql) })))
    .get(
      "/api/admin/client/:id",
      async ({ params }) => {
        const client = (await getClient(sql, params.id)) ?? fail(404, CLIENT_MESSAGES.notFound);
        return { success: true, message: "Client loaded", client };
      },
      { admin: true, params: ClientIdParams },
    )
    .post(
      "/api/admin/clients",
      async ({ request, set }) => {
        const form = await readUploadForm(request, uploadMaxBytes);
        const text = readNewClient(form);
        const image = (await readAvatar(form)) ?? fail(400, CLIENT_MESSAGES.imageRequired);
        const client = await addImage({ ...deps, signal: request.signal }, "avatars", image, avatar, (profileKey) => insertClient(sql, { ...text, profileKey }));
        set.status = 201;
        return { success: true, message: CLIENT_MESSAGES.added, client };
      },
      { admin: true, parse, invalidates: ["clients"], activity: onRecord("create", "clients", (answer) => answer.client.name) },
    )
    .post(
      "/api/admin/updateclient",
      async ({ request, afterInvalidate }) => {
        const form = await readUploadForm(request, uploadMaxBytes);
        const fields = readFormFields(form, ClientUpdateForm);
        const id = fields.id;
        const changes = clientChanges(fields);
        const image = await readAvatar(form);
        const update = (profileKey?: string) => updateClient(sql, id, { ...changes, profileKey }).then((done) => done ?? fail(404, CLIENT_MESSAGES.notFound));
        const updated = image ? await addImage({ ...deps, signal: request.signal }, "avatars", image, avatar, update) : await update();
        afterInvalidate(() => removeObject(deps, updated.oldKey));
        return { success: true, message: CLIENT_MESSAGES.updated, client: updated.client };
      },
      { admin: true, parse, invalidates: ["clients"], activity: onRecord("update", "clients", (answer) => answer.client.name) },
    )
    .post(
      "/api/admin/deleteclient",
      async ({ body }) => {
        // To the trash: the row and its avatar stay until restored or purged.
        const trashed = (await moveToTrash(sql, CLIENTS, body.id)) ?? fail(404, CLIENT_MESSAGES.notFound);
        return { success: true, message: CLIENT_MESSAGES.deleted, trashed };
      },
      { admin: true, body: DeleteClientBody, invalidates: ["clients"], activity: onRecord("delete", "clients", (answer) => answer.trashed.title) },
    );
}
