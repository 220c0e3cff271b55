// The page editor's actions, kept in view at the foot of the screen with the state they act on:
// unsaved edits, a saved draft visitors do not see yet, or nothing to publish.
import { ConfirmButton } from "../../../../components/admin/confirm-button.tsx";
import { BusyButton } from "../../../../components/admin/form-actions.tsx";
import type { Busy } from "./use-page-draft.ts";

type Props = {
  unsaved: boolean;
  hasDraft: boolean;
  busy: Busy;
  onPreview(): void;
  onPublish(): void;
  onDiscard(): Promise<void>;
  onUndoEdits(): void;
};

export function EditorBar({ unsaved, hasDraft, busy, onPreview, onPublish, onDiscard, onUndoEdits }: Props) {
  const state = unsaved ? "Unsaved changes" : hasDraft ? "Draft: not on the site yet" : "Published: on the site";
  return (
    <section className={`editor-bar${unsaved ? " is-unsaved" : hasDraft ? " is-draft" : ""}`} aria-label="Page actions">
      <div className="editor-bar__status">
        <p className="editor-bar__state" aria-live="polite">
          <span className="editor-bar__dot" aria-hidden="true" />
          {state}
        </p>
        {unsaved ? (
          <button type="button" className="admin-action editor-bar__undo" onClick={onUndoEdits} disabled={busy !== null}>
            Undo edits
          </button>
        ) : null}
        {hasDraft && !unsaved ? (
          <ConfirmButton
            label="Discard draft"
            busyLabel="Discarding..."
            question="Discard this page's draft?"
            explanation="Your unpublished changes are thrown away and the editor shows the published page again. Visitors see no change."
            action={onDiscard}
          />
        ) : null}
      </div>
      <div className="editor-bar__actions">
        <BusyButton kind="ghost" label="Save draft" busyLabel="Saving..." busy={busy === "save"} disabled={busy !== null || !unsaved} />
        <BusyButton kind="ghost" label="Preview" busyLabel="Saving..." busy={busy === "preview"} disabled={busy !== null} onClick={onPreview} />
        <BusyButton
          label="Publish"
          busyLabel="Publishing..."
          busy={busy === "publish"}
          disabled={busy !== null || (!unsaved && !hasDraft)}
          onClick={onPublish}
        />
      </div>
    </section>
  );
}
