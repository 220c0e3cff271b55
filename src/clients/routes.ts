// The client-review endpoints of the admin API (DESIGN.md, API contract). The list is public:
// it is the testimonial carousel's fallback source. Every write clears the render cache, which holds
// the pages and this list (src/http/cached-json.ts), so both update at once.
import { Elysia } from "elysia";
import { adminGuard, type AdminDeps } from "../auth/guard.ts";
import { cachedJson } from "../http/cached-json.ts";
import { fail } from "../http/errors.ts";
import { encodeImage } from "../media/image.ts";
import { leaveBodyUnread, readImageField, readUploadForm } from "../media/upload-form.ts";
import { removeObject, storeThenWrite } from "../media/writes.ts";
import { ClientIdParams, DeleteClientBody, readClientChanges, readNewClient } from "./model.ts";
import { deleteClient, getClient, insertClient, listClients, updateClient } from "./queries.ts";

export function clientRoutes(deps: AdminDeps) {
  const { sql, cache, uploadMaxBytes } = deps;
  const parse = leaveBodyUnread;
  const readAvatar = async (form: FormData) => {
    const bytes = await readImageField(form, "clientImg", "Profile image", uploadMaxBytes);
    return bytes && encodeImage(bytes, "avatar");
  };

  return new Elysia({ name: "clients" })
    .use(adminGuard(deps.jwtSecret))
    .get("/api/admin/clients", ({ request }) => cachedJson(cache, request, async () => ({ success: true, message: "Clients loaded", clients: await listClients(sql) })))
    .get(
      "/api/admin/client/:id",
      async ({ params }) => {
        const client = (await getClient(sql, params.id)) ?? fail(404, "Client not found");
        return { success: true, message: "Client loaded", client };
      },
      { admin: true, params: ClientIdParams },
    )
    .post(
      "/api/admin/clients",
      async ({ request, set }) => {
        const form = await readUploadForm(request, uploadMaxBytes);
        const text = readNewClient(form);
        const image = (await readAvatar(form)) ?? fail(400, "Please choose a profile image");
        const client = await storeThenWrite(deps, "avatars", image, (profileKey) => insertClient(sql, { ...text, profileKey }));
        cache.clear();
        set.status = 201;
        return { success: true, message: "Client added successfully", client };
      },
      { admin: true, parse },
    )
    .post(
      "/api/admin/updateclient",
      async ({ request }) => {
        const form = await readUploadForm(request, uploadMaxBytes);
        const { id, changes } = readClientChanges(form);
        const image = await readAvatar(form);
        const update = (profileKey?: string) => updateClient(sql, id, { ...changes, profileKey }).then((done) => done ?? fail(404, "Client not found"));
        const updated = image ? await storeThenWrite(deps, "avatars", image, update) : await update();
        cache.clear();
        await removeObject(deps, updated.oldKey);
        return { success: true, message: "Client updated successfully", client: updated.client };
      },
      { admin: true, parse },
    )
    .post(
      "/api/admin/deleteclient",
      async ({ body }) => {
        const deleted = (await deleteClient(sql, body.id)) ?? fail(404, "Client not found");
        cache.clear();
        await removeObject(deps, deleted.profileKey);
        return { success: true, message: "Client deleted successfully" };
      },
      { admin: true, body: DeleteClientBody },
    );
}
