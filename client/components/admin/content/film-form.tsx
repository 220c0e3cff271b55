// Adding a film to the Motion tab: a title, then either a video file (uploaded at once with its
// progress; the server checks its bytes and takes the poster frame) or the address of a video on
// YouTube or Vimeo, checked here and again by the server. Nothing is added until "Add film".
import { useState, type FormEvent } from "react";
import { call, reportError } from "../../../api.ts";
import { FILM_MESSAGES, FilmCreate, type Film } from "../../../contract/films.ts";
import type { StoredVideo } from "../../../contract/stored-media.ts";
import { parseVideoLink } from "../../../contract/video-links.ts";
import { RadioCards } from "../choice.tsx";
import { VideoPicker } from "../document-form/video-field.tsx";
import { Field } from "../field.tsx";
import { FormAction } from "../form-actions.tsx";
import { notify } from "../notify.ts";
import { useSubmit } from "../use-submit.ts";
import { useFieldValues } from "../use-field-values.ts";
import { check, maxOf } from "./check.ts";
import { uploadFilm } from "./film-field.tsx";
import { VIDEOS } from "../../../contract/endpoints/content.ts";

type Source = "upload" | "link";

const SOURCES: { value: Source; label: string; hint: string }[] = [
  { value: "upload", label: "Upload a video", hint: "MP4 or WebM: it plays on the page, with its first frame as the poster." },
  { value: "link", label: "Link to YouTube or Vimeo", hint: "The film stays on the platform: its card opens it here on the page." },
];

const BLANK = { title: "", url: "" };

export function FilmForm({ onAdded }: { onAdded(film: Film): void }) {
  const [source, setSource] = useState<Source>("upload");
  const [video, setVideo] = useState<StoredVideo | null>(null);
  const { submitting, run } = useSubmit();
  const { values, setValues, errors, setErrors, field } = useFieldValues<typeof BLANK, "video">(BLANK, { disabled: submitting });
  const { title, url } = values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: FilmCreate = source === "upload" ? { title: title.trim(), ...(video ? { video } : {}) } : { title: title.trim(), url: url.trim() };
    const found = check(FilmCreate, body);
    if (source === "upload" && !video) found.video = "Choose a video file to upload";
    if (source === "link") found.url = url.trim() === "" ? "Paste the video's address" : parseVideoLink(url) ? found.url : FILM_MESSAGES.badLink;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    void run(async () => {
      try {
        const answer = await call(VIDEOS.add, { body });
        notify.success(answer.message);
        onAdded(answer.film);
        setValues(BLANK);
        setVideo(null);
      } catch (failure) {
        const message = (failure instanceof Error && failure.message) || undefined;
        setErrors(source === "upload" ? { video: message } : { url: message });
        reportError(failure, "Could not add the film");
      }
    });
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={submitting}>
      <Field label="Title" {...field("title")} maxLength={maxOf(FilmCreate, "title")} hint="Shown under the film's card." required />
      <RadioCards<Source> legend="The film" value={source} options={SOURCES} onChange={setSource} disabled={submitting} />
      {source === "upload" ? (
        <VideoPicker
          label="Video"
          video={video}
          onChange={(next) => {
            setVideo(next);
            setErrors((all) => ({ ...all, video: undefined }));
          }}
          upload={uploadFilm}
          empty="No video chosen yet."
          error={errors.video}
          disabled={submitting}
        />
      ) : (
        <Field
          label="Video link"
          type="url"
          {...field("url")}
          maxLength={maxOf(FilmCreate, "url")}
          hint="The address of the video's page, e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/…"
          required
        />
      )}
      <FormAction label="Add film" busyLabel="Adding..." busy={submitting} />
    </form>
  );
}
