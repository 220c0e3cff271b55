// Editing in place, the part every public page carries (kept to a few hundred bytes: JS on /
// grows by under 1 KB), with the marks of editable.tsx; for visitors those are the text alone
// and nothing, so the server's HTML, cached for everyone, and a visitor's page are what they were.
// A browser holding the admin's token checks it against the page's draft (a forged or expired
// one answers 401, and nothing shows) before "Edit this page" appears, after hydration; its
// click, or "#edit" in the address (the admin links there), loads the editor's own chunk
// (edit-mode.tsx), which fills the marks' context and draws the texts and spots.
import { useEffect, useState, type ComponentType } from "react";
import type { PageDataRequest } from "../../contract/page-data.ts";
import type { EditModeProps, EditTarget } from "./editable.tsx";

/** What edit mode edits on a public page: its page document, or a gallery's project; null for none. */
export function editTarget(request: PageDataRequest | null, data: unknown): EditTarget | null {
  switch (request?.kind) {
    case "home":
    case "portfolio":
    case "contact":
      return { doc: request.kind };
    case "service":
      // The address names the service; its document is keyed by the service's id.
      return { doc: `service-${(data as { service: { id: string } }).service.id}` };
    case "gallery":
      return { doc: "project", projectId: (data as { project: { _id: string } }).project._id };
  }
  return null;
}

/** The admin API's answer for the target's draft: its check of the token, and edit mode's first read. */
export const draftPath = (target: EditTarget) =>
  `/api/admin/${target.doc === "project" ? `projects/${target.projectId}/page` : `pages/${target.doc}`}`;

export function InPlace({ target, data, render }: Omit<EditModeProps, "onClose">) {
  const [owner, setOwner] = useState(false);
  const [Mode, setMode] = useState<ComponentType<EditModeProps> | null>(null);
  const open = () => import("./edit-mode.tsx").then((module) => setMode(() => module.EditMode));
  const path = draftPath(target);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once per document path whether the visitor is the owner
  useEffect(() => {
    let token: string | null = null;
    try {
      // The admin's sign-in keeps it under this key (TOKEN_KEY, ../admin/token.ts, not imported: it would bring its store along).
      token = localStorage.getItem("token");
    } catch {}
    if (!token) return;
    let live = true;
    fetch(path, { headers: { authorization: `Bearer ${token}` } }).then(
      (response) => {
        if (!live || !response.ok) return;
        setOwner(true);
        if (location.hash === "#edit") void open();
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [path]);

  if (Mode)
    return (
      <Mode
        target={target}
        data={data}
        render={render}
        onClose={(signedOut) => {
          setMode(null);
          if (signedOut) setOwner(false);
        }}
      />
    );
  return (
    <>
      {render(data)}
      {owner ? (
        <button type="button" className="button button--primary" style={{ position: "fixed", left: 16, bottom: 16, zIndex: 60 }} onClick={open}>
          Edit this page
        </button>
      ) : null}
    </>
  );
}
