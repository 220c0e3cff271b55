// Editing in place, the part every public page carries (kept to a few hundred bytes: JS on /
// grows by under 1 KB), with the marks of editable.tsx; for visitors those are the text alone
// and nothing, so the server's HTML, cached for everyone, and a visitor's page are what they were.
// A browser holding the admin's token checks it against the page's document (a forged or
// expired one answers 401, and nothing shows) before "Edit this page" appears, after hydration;
// its click, or "#edit" in the address (the admin's Pages list links there), loads the editor's
// own chunk (edit-mode.tsx), which fills the marks' context and draws the texts and spots.
import { useEffect, useState, type ComponentType } from "react";
import type { DocumentKey } from "../../contract/documents/registry.ts";
import type { PageDataRequest } from "../../contract/page-data.ts";
import type { EditModeProps } from "./editable.tsx";

/** The page document a public page shows, or null (a project's gallery: edited in the admin). */
export function pageDocumentKey(request: PageDataRequest | null): DocumentKey | null {
  if (request?.kind === "home" || request?.kind === "portfolio") return request.kind;
  return request?.kind === "service" ? `service-${request.args.service}` : null;
}

export function InPlace({ docKey, data, render }: Omit<EditModeProps, "onClose">) {
  const [owner, setOwner] = useState(false);
  const [Mode, setMode] = useState<ComponentType<EditModeProps> | null>(null);
  const open = () => import("./edit-mode.tsx").then((module) => setMode(() => module.EditMode));

  useEffect(() => {
    let token: string | null = null;
    try {
      // The admin's sign-in keeps it under this key (TOKEN_KEY, ../admin/token.ts, not imported: it would bring its store along).
      token = localStorage.getItem("token");
    } catch {}
    if (!token) return;
    let live = true;
    fetch(`/api/admin/pages/${docKey}`, { headers: { authorization: `Bearer ${token}` } }).then(
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
  }, [docKey]);

  if (Mode)
    return (
      <Mode
        docKey={docKey}
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
