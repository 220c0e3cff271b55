// Edit mode, its own chunk, loaded only when a signed-in owner asks for it (in-place.tsx): the
// public page itself, drawn from the page's draft (edit-target.ts) and the site document's, with every Editable
// text editable where it stands and every EditSpot a control opening its list or media beside
// it; the bar with the changes, their save state and the page's actions; the page's history.
import { useState } from "react";
import type { ReactNode } from "react";
import { SiteContext, useSite } from "../../site.ts";
import type { SiteDocument } from "../../contract/documents/site.ts";
import { valueAt } from "../admin/document-form/schema-kind.ts";
import { firstErrorWithin } from "../admin/document-form/form-context.tsx";
import { RevisionHistory } from "../admin/history/revision-history.tsx";
import { AdminToaster } from "../admin/admin-toaster.tsx";
import { notify } from "../admin/notify.ts";
import { EditBar } from "./edit-bar.tsx";
import { EditText } from "./edit-text.tsx";
import { InPlaceContext, type EditModeProps, type InPlaceHooks } from "./editable.tsx";
import { fieldLabel, maxLengthAt, parsePath, schemaOf } from "./schema-at.ts";
import { SpotButton } from "./spot-button.tsx";
import { SpotPanel, type Spot } from "./spot-panel.tsx";
import { useDrafts } from "./use-drafts.ts";
import { planOf } from "./edit-target.ts";
import { useEditStyles } from "./use-edit-styles.ts";

export function EditMode({ target, data, render, onClose }: EditModeProps) {
  const [plan] = useState(() => planOf(target, location.pathname));
  const site = useSite();
  const drafts = useDrafts(plan.sources, () => onClose(true));
  const [spot, setSpot] = useState<Spot | null>(null);
  const [history, setHistory] = useState(false);
  useEditStyles();

  if (!drafts.ready) return <>{render(data)}</>;

  const hooks: InPlaceHooks = {
    text: (doc, path) => {
      const parts = parsePath(path);
      const schema = schemaOf(doc);
      const value = valueAt(drafts.content(doc), parts);
      return (
        <EditText
          value={typeof value === "string" ? value : ""}
          label={fieldLabel(schema, parts)}
          max={maxLengthAt(schema, parts)}
          error={drafts.errors(doc)[parts.join("/")]}
          onChange={(next) => drafts.change(doc, parts, next)}
        />
      );
    },
    spot: (doc, path, label) => (
      <SpotButton
        doc={doc}
        path={path}
        label={label}
        expanded={spot?.path === path && spot.doc === doc}
        problem={firstErrorWithin(drafts.errors(doc), parsePath(path).join("/"))}
        onOpen={() => setSpot({ doc, path, label })}
        onChange={(parts, value) => drafts.change(doc, parts, value)}
      />
    ),
  };

  const preview = async () => {
    await drafts.flush();
    location.assign(plan.preview);
  };
  const act = (action: () => Promise<void>, done: string, failed: string) => async () => {
    try {
      await action();
      notify.success(done);
    } catch {
      notify.error(failed);
    }
  };

  const shown = plan.shown(data, drafts.content(target.doc));
  return (
    <SiteContext value={{ ...(drafts.content("site") as SiteDocument), services: site.services }}>
      <InPlaceContext value={hooks}>{render(shown) as ReactNode}</InPlaceContext>
      {spot ? (
        <SpotPanel
          spot={spot}
          content={drafts.content(spot.doc)}
          errors={drafts.errors(spot.doc)}
          onChange={(path, value) => drafts.change(spot.doc, path, value)}
          onClose={() => setSpot(null)}
        />
      ) : null}
      {history ? (
        <aside className="ip-panel ip-panel--history" aria-label="History">
          <RevisionHistory
            subject={plan.history.subject}
            what={plan.history.what}
            reloadKey={drafts.changes}
            onReverted={() => void drafts.reload()}
          />
        </aside>
      ) : null}
      <EditBar
        state={drafts.state}
        changes={drafts.changes}
        hasDraft={drafts.hasDraft}
        notice={drafts.notice}
        historyOpen={history}
        onPreview={preview}
        onPublish={act(drafts.publish, "Published: visitors see it now", "Could not publish")}
        onDiscard={act(drafts.discard, "Draft discarded", "Could not discard the draft")}
        onHistory={() => setHistory(!history)}
        onClose={() => {
          void drafts.flush();
          onClose();
        }}
      />
      <AdminToaster aboveEditBar />
    </SiteContext>
  );
}
