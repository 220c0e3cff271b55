// Edit mode's bar, kept in view at the foot of the screen (on a phone too, while the keyboard is
// up): how many fields differ from what visitors see, whether they are saved, and the page's
// actions: Preview, Publish, Discard, History, and leaving edit mode.
import { useEffect, useState } from "react";
import { ConfirmButton } from "../admin/confirm-button.tsx";
import type { SaveState } from "./use-drafts.ts";

const STATES: Record<SaveState, string> = {
  loading: "Loading the draft…",
  saved: "Saved",
  unsaved: "Unsaved changes…",
  saving: "Saving…",
  offline: "Offline — retrying",
  invalid: "Not saved: fix the highlighted text",
};

type Props = {
  state: SaveState;
  changes: number;
  hasDraft: boolean;
  notice: string | null;
  historyOpen: boolean;
  onPreview(): Promise<void>;
  onPublish(): Promise<void>;
  onDiscard(): Promise<void>;
  onHistory(): void;
  onClose(): void;
};

export function EditBar({ state, changes, hasDraft, notice, historyOpen, onPreview, onPublish, onDiscard, onHistory, onClose }: Props) {
  const [busy, setBusy] = useState<"publish" | "preview" | null>(null);
  const run = (what: "publish" | "preview", action: () => Promise<void>) => async () => {
    setBusy(what);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  const blocked = busy !== null || state === "loading" || state === "invalid";
  const lift = useAboveKeyboard();
  return (
    <section className="ip-bar" aria-label="Edit mode" style={lift ? { transform: `translateY(-${lift}px)` } : undefined}>
      {notice ? (
        <p className="ip-bar__notice" role="alert">
          {notice}
        </p>
      ) : null}
      <div className="ip-bar__row">
        <p className="ip-bar__state" data-state={state} aria-live="polite">
          <span className="ip-bar__dot" aria-hidden="true" />
          <span className="ip-bar__changes">{changes === 1 ? "1 change" : `${changes} changes`}</span>
          <span className="ip-bar__saved">{STATES[state]}</span>
        </p>
        <div className="ip-bar__actions">
          <button type="button" className="button button--ghost" onClick={onHistory} aria-pressed={historyOpen}>
            History
          </button>
          {hasDraft ? (
            <ConfirmButton
              label="Discard"
              busyLabel="Discarding..."
              question="Discard this page's draft?"
              explanation="Your unpublished changes are thrown away and the page shows what visitors see. Visitors see no change."
              action={onDiscard}
            />
          ) : null}
          <button type="button" className="button button--ghost" disabled={blocked} onClick={run("preview", onPreview)}>
            {busy === "preview" ? "Saving…" : "Preview"}
          </button>
          <button type="button" className="button button--primary" disabled={blocked || !hasDraft} onClick={run("publish", onPublish)}>
            {busy === "publish" ? "Publishing…" : "Publish"}
          </button>
          <button type="button" className="button button--ghost ip-bar__close" onClick={onClose} aria-label="Leave edit mode">
            Done
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * How far a phone's on-screen keyboard covers the foot of the layout viewport: a fixed bar stays
 * under the keyboard (Chrome and Safari shrink only the visual viewport), so it is lifted by this.
 */
function useAboveKeyboard(): number {
  const [lift, setLift] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const place = () => setLift(Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop)));
    viewport.addEventListener("resize", place);
    viewport.addEventListener("scroll", place);
    return () => {
      viewport.removeEventListener("resize", place);
      viewport.removeEventListener("scroll", place);
    };
  }, []);
  return lift;
}
