// The studio's mark, on its own: the mark as the site shows it now, an SVG or image to upload in
// its place, and the way back to the monogram of the studio's initials. It saves through its own
// endpoint (/api/admin/studio/mark), apart from any form around it, so any admin screen can hold
// it (the Studio details, a first-run setup): a section, not a form, since it may stand inside one. A file the server refuses (not an image, an SVG
// with scripts) is named at the field and nothing changes.
import { useState } from "react";
import { call, reportError } from "../../api.ts";
import { MARK_MESSAGES, type Mark } from "../../contract/mark.ts";
import { StudioMark } from "../studio-mark.tsx";
import { ImageInput } from "./image-input.tsx";
import { notify } from "./notify.ts";
import { useSendRecord } from "./use-send-record.ts";
import { useSubmit } from "./use-submit.ts";
import { STUDIO } from "../../contract/endpoints/studio.ts";

type Props = {
  mark: Mark;
  /** The studio's short name: the monogram's initials come from it. */
  name: string;
  onSaved(mark: Mark): void;
};

export function MarkField({ mark, name, onSaved }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const upload = useSendRecord();
  const reset = useSubmit();
  const busy = upload.submitting || reset.submitting;

  const submit = () => {
    if (!file) {
      setError(MARK_MESSAGES.imageRequired);
      return void notify.error(MARK_MESSAGES.imageRequired);
    }
    const form = new FormData();
    form.set("image", file);
    upload.send((options) => call(STUDIO.uploadMark, { body: form, ...options }), {
      saved: (answer) => {
        setFile(null);
        setError(undefined);
        onSaved(answer.mark);
      },
      fileRefused: (problem) => {
        setError(problem);
        setFile(null);
      },
      failure: "Could not save the mark",
    });
  };

  const backToMonogram = () =>
    void reset.run(async () => {
      try {
        const answer = await call(STUDIO.removeMark);
        notify.success(answer.message);
        onSaved(answer.mark);
      } catch (failure) {
        reportError(failure, "Could not go back to the monogram");
      }
    });

  return (
    <section className="admin-panel mark-field" aria-busy={busy} aria-labelledby="mark-field-title">
      <h2 id="mark-field-title">Mark</h2>
      <p className="admin-muted mark-field__lead">
        The sign of the studio in the header, the footer and the menu, and the icon of the browser tab and the home screen.
      </p>
      <div className="mark-field__body">
        <figure className="mark-field__now">
          <div className="mark-field__preview" data-testid="mark-preview">
            <StudioMark mark={mark} name={name} size={64} title="The mark now" />
          </div>
          <figcaption className="admin-muted">
            {mark.kind === "monogram" ? "Now: the monogram of your studio's initials" : "Now: your uploaded mark"}
          </figcaption>
        </figure>
        <div className="mark-field__upload">
          <ImageInput
            label="Upload your own mark"
            hint="Square works best; it is shown at the height of the monogram. It should read on the site's dark background."
            file={file}
            onFile={(chosen) => {
              setFile(chosen);
              if (chosen) setError(undefined);
            }}
            progress={upload.progress}
            error={error}
            shape="logo"
            disabled={busy}
          />
          <div className="mark-field__actions">
            <button type="button" className="button button--primary" onClick={submit} disabled={busy}>
              {upload.submitting ? "Saving..." : "Save mark"}
            </button>
            {mark.kind === "image" && (
              <button type="button" className="button button--ghost" onClick={backToMonogram} disabled={busy}>
                Use the monogram instead
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
