// The Motion tab lists the videos of one playlist; the owner sets which. The API key stays on
// the server, so only the playlist's id is asked for.
import { useState, type FormEvent } from "react";
import { reportError } from "../../../api.ts";
import { portfolioApi } from "../../../content-api.ts";
import { Field } from "../field.tsx";
import { FormAction } from "../form-actions.tsx";
import { notify } from "../notify.ts";
import { useSubmit } from "../use-submit.ts";
import { check, maxOf } from "./check.ts";
import { MotionBody } from "../../../contract/portfolio.ts";

export function PlaylistForm({ playlistId, onSaved }: { playlistId: string | null; onSaved(id: string | null): void }) {
  const [value, setValue] = useState(playlistId ?? "");
  const [error, setError] = useState<string>();
  const { submitting, run } = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = value.trim();
    const found = check(MotionBody, { playlistId: id }).playlistId;
    setError(found);
    if (found) return;
    void run(async () => {
      try {
        const answer = await portfolioApi.setPlaylist(id);
        notify.success(answer.message);
        onSaved(answer.motionPlaylistId);
      } catch (failure) {
        setError((failure instanceof Error && failure.message) || undefined);
        reportError(failure, "Could not save the playlist");
      }
    });
  };
  return (
    <section className="admin-panel admin-panel--narrow" aria-labelledby="motion-heading">
      <h2 id="motion-heading">Motion playlist</h2>
      <form className="admin-form" onSubmit={submit} noValidate aria-busy={submitting}>
        <Field
          label="Playlist id"
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          maxLength={maxOf(MotionBody, "playlistId")}
          hint="The part after “list=” in the playlist's address, e.g. PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG. Leave blank to hide the Motion tab's videos."
          error={error}
          disabled={submitting}
        />
        <FormAction label="Save playlist" busyLabel="Saving..." busy={submitting} />
      </form>
    </section>
  );
}
