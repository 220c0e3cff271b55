// The YouTube playlist the Motion tab lists after the films: its id and the API key YouTube asks
// for. The server checks both with YouTube before it saves them and never sends the key back:
// the form says only that one is saved, and offers to replace or remove it.
import { useState, type FormEvent } from "react";
import { call, reportError } from "../../../api.ts";
import { PlaylistBody, type PlaylistSettings } from "../../../contract/films.ts";
import { ConfirmButton } from "../confirm-button.tsx";
import { Field } from "../field.tsx";
import { FormAction } from "../form-actions.tsx";
import { notify } from "../notify.ts";
import { useSubmit } from "../use-submit.ts";
import { useFieldValues } from "../use-field-values.ts";
import { check, maxOf } from "./check.ts";
import { VIDEOS } from "../../../contract/endpoints/content.ts";

type Props = { playlist: PlaylistSettings; onSaved(playlist: PlaylistSettings): void };

export function PlaylistForm({ playlist, onSaved }: Props) {
  // YouTube's refusal may be of the key or the playlist: an edit of either takes it back.
  const { submitting, run } = useSubmit();
  const { values, setValues, errors, setErrors, field } = useFieldValues(
    { playlistId: playlist.playlistId ?? "", apiKey: "" },
    { disabled: submitting, clearAll: true },
  );
  const { playlistId, apiKey } = values;
  const [replacing, setReplacing] = useState(false);
  const askKey = !playlist.keySaved || replacing;

  const saved = (answer: { message: string; playlist: PlaylistSettings }) => {
    notify.success(answer.message);
    onSaved(answer.playlist);
    setValues((all) => ({ ...all, apiKey: "" }));
    setReplacing(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: PlaylistBody = { playlistId: playlistId.trim(), ...(askKey && apiKey.trim() ? { apiKey: apiKey.trim() } : {}) };
    const found = check(PlaylistBody, body);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    void run(async () => {
      try {
        saved(await call(VIDEOS.setPlaylist, { body }));
      } catch (failure) {
        // The server's refusal names the key or the playlist; it shows under the key, where the owner acts.
        setErrors({ apiKey: (failure instanceof Error && failure.message) || undefined });
        reportError(failure, "Could not save the playlist");
      }
    });
  };

  const removeKey = async () => {
    try {
      saved(await call(VIDEOS.removeKey));
    } catch (failure) {
      reportError(failure, "Could not remove the key");
      throw failure;
    }
  };

  const environment = playlist.environment;
  return (
    <section className="admin-panel" aria-labelledby="playlist-heading">
      <h2 id="playlist-heading">YouTube playlist</h2>
      <p className="admin-muted">Optional: the playlist's videos follow your films on the Motion tab.</p>
      <form className="admin-form" onSubmit={submit} noValidate aria-busy={submitting}>
        <Field
          label="Playlist id"
          {...field("playlistId")}
          maxLength={maxOf(PlaylistBody, "playlistId")}
          hint={`The part after “list=” in the playlist's address. Leave blank for no playlist${environment.playlistId ? ` (then the server's setting, ${environment.playlistId}, applies)` : ""}.`}
        />
        {askKey ? (
          <Field
            label="YouTube API key"
            type="password"
            {...field("apiKey")}
            maxLength={maxOf(PlaylistBody, "apiKey")}
            hint={
              environment.keySet && !playlist.keySaved
                ? "Optional: the server's key is used until you enter one. Kept on the server, never shown again."
                : "A YouTube Data API v3 key from the Google Cloud console. It is checked with YouTube when you save, kept on the server and never shown again."
            }
          />
        ) : (
          <div className="admin-field">
            <p className="saved-key" role="status">
              A key is saved.
            </p>
            {errors.apiKey ? <p className="admin-field__error">{errors.apiKey}</p> : null}
            <div className="admin-card__actions">
              <button type="button" className="admin-action" onClick={() => setReplacing(true)} disabled={submitting}>
                Replace key
              </button>
              <ConfirmButton
                label="Remove key"
                busyLabel="Removing..."
                question="Remove the saved API key?"
                explanation={
                  environment.keySet
                    ? "The server's own key is used instead."
                    : "The playlist's videos leave the Motion tab until a key is saved again."
                }
                action={removeKey}
              />
            </div>
          </div>
        )}
        <FormAction label="Save playlist" busyLabel="Checking with YouTube..." busy={submitting} />
      </form>
    </section>
  );
}
