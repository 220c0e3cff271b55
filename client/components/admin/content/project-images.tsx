// A project's ordered stack of images: each with its alt text (saved when the field is left)
// or the decorative flag, the cover choice and a delete; new ones come in through the queue.
import { useId, useState, type Dispatch, type ReactNode, type SetStateAction } from "react";
import { call, reportError } from "../../../api.ts";
import { ConfirmDelete } from "../confirm-delete.tsx";
import { orderedList } from "../ordered-list.ts";
import { SortableList } from "../sortable-list.tsx";
import { notify } from "../notify.ts";
import { TRASH_PERIOD } from "../../../contract/common.ts";
import { PROJECT_LIMITS, PROJECT_MESSAGES, type Project, type ProjectImage } from "../../../contract/projects.ts";
import { Thumb } from "./thumb.tsx";
import { FocusControl } from "../focus-picker.tsx";
import { UploadQueue } from "./upload-queue.tsx";
import { FieldLabel } from "../field-label.tsx";
import { FieldMessages } from "../field-messages.tsx";
import { PROJECTS } from "../../../contract/endpoints/projects.ts";

type Props = { project: Project; onChange: Dispatch<SetStateAction<Project>> };

export function ProjectImages({ project, onChange }: Props) {
  const images = project.images;
  const coverId = project.coverImageId ?? images[0]?._id ?? null;
  // Functional updates: parallel uploads and saves finish in any order and must not undo each other.
  const setImages = (next: (images: ProjectImage[]) => ProjectImage[]) => onChange((current) => ({ ...current, images: next(current.images) }));
  const order = orderedList<ProjectImage>(
    (image) => image._id,
    setImages,
    (ids) => call(PROJECTS.orderImages, { params: { id: project._id }, body: { ids } }),
  );
  const describe = (image: ProjectImage) => (image.decorative ? "Decorative image" : image.alt || "Image without alt text");

  const chooseCover = async (imageId: string) => {
    try {
      const answer = await call(PROJECTS.update, { params: { id: project._id }, body: { coverImageId: imageId } });
      onChange(answer.project);
      notify.success("Cover image changed");
    } catch (failure) {
      reportError(failure, "Could not change the cover");
    }
  };

  return (
    <div className="project-images">
      <UploadQueue
        upload={async (form, onProgress) => {
          const answer = await call(PROJECTS.addImage, { params: { id: project._id }, body: form, onProgress });
          // A new image joins the end of the stack (the server's order), shown at once.
          setImages((list) => [...list, answer.image]);
        }}
        // Parallel uploads reach the database in their own order: show the order it kept.
        onSettled={() =>
          void call(PROJECTS.get, { params: { id: project._id } }).then(
            (answer) => setImages(() => answer.project.images),
            () => {},
          )
        }
      />
      {images.length === 0 ? (
        <p className="admin-empty">No images yet. The first image becomes the cover unless you choose another.</p>
      ) : (
        <SortableList
          label="Images, in the order the page shows them"
          className="image-stack"
          items={images}
          itemId={(image) => image._id}
          itemLabel={describe}
          onReorder={(ids) => void order.reorder(ids)}
          renderItem={(image, handle) => (
            <ImageRow
              handle={handle}
              projectId={project._id}
              image={image}
              index={images.indexOf(image)}
              count={images.length}
              isCover={image._id === coverId}
              onCover={() => chooseCover(image._id)}
              onSaved={(saved) => setImages((list) => list.map((i) => (i._id === saved._id ? saved : i)))}
              onDeleted={() => order.remove(image)}
            />
          )}
        />
      )}
    </div>
  );
}

type RowProps = {
  handle: ReactNode;
  projectId: string;
  image: ProjectImage;
  index: number;
  count: number;
  isCover: boolean;
  onCover(): void;
  onSaved(image: ProjectImage): void;
  onDeleted(): () => void;
};

function ImageRow({ handle, projectId, image, index, count, isCover, onCover, onSaved, onDeleted }: RowProps) {
  const id = useId();
  const [alt, setAlt] = useState(image.alt);
  const [error, setError] = useState<string>();
  const [state, setState] = useState<"idle" | "saving" | "saved">("idle");
  const label = image.decorative ? `Decorative image ${index + 1}` : image.alt || `Image ${index + 1}`;

  const save = async (fields: { alt?: string; decorative?: boolean }) => {
    const decorative = fields.decorative ?? image.decorative;
    const text = (fields.alt ?? alt).trim();
    if (!decorative && !text) return setError(PROJECT_MESSAGES.altRequired);
    setError(undefined);
    setState("saving");
    try {
      const answer = await call(PROJECTS.updateImage, {
        params: { id: projectId, imageId: image._id },
        body: { ...fields, ...(fields.alt !== undefined ? { alt: text } : {}) },
      });
      onSaved(answer.image);
      setState("saved");
    } catch (failure) {
      setState("idle");
      setError((failure instanceof Error && failure.message) || "Could not save");
      reportError(failure, "Could not save the alt text");
    }
  };

  return (
    <div className={`image-row${isCover ? " is-cover" : ""}`}>
      <span className="image-row__grip">
        {handle}
        <span className="image-row__number" aria-hidden="true">
          {index + 1}
        </span>
      </span>
      <Thumb image={image.image} />
      <div className="image-row__body">
        <FieldLabel htmlFor={`${id}-alt`}>
          Alt text{" "}
          <span className="visually-hidden">
            for image {index + 1} of {count}
          </span>
        </FieldLabel>
        <input
          id={`${id}-alt`}
          className="queued-file__alt"
          value={image.decorative ? "" : alt}
          maxLength={PROJECT_LIMITS.alt}
          disabled={image.decorative}
          placeholder={image.decorative ? "Decorative: no description" : "What the image shows"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-state`}
          onChange={(event) => {
            setAlt(event.target.value);
            setState("idle");
          }}
          onBlur={() => alt.trim() !== image.alt && void save({ alt })}
        />
        <div className="image-row__options">
          <label className="admin-check">
            <input type="checkbox" checked={image.decorative} onChange={(event) => void save({ decorative: event.target.checked, alt })} />
            Decorative
          </label>
          <label className="admin-check">
            <input type="radio" name={`cover-${projectId}`} checked={isCover} onChange={onCover} />
            Cover
          </label>
          <span className="image-row__state" id={`${id}-state`} aria-live="polite">
            {state === "saving" ? "Saving..." : state === "saved" ? "Saved" : ""}
          </span>
        </div>
        <FieldMessages id={id} error={error} />
        <FocusControl src={image.image?.src} label={`image ${index + 1}`} />
      </div>
      <div className="image-row__actions">
        <ConfirmDelete
          what={`image ${index + 1} (“${label}”)`}
          explanation={`It leaves the project's page at once, and stays in the Trash for ${TRASH_PERIOD}.`}
          remove={() => call(PROJECTS.removeImage, { params: { id: projectId, imageId: image._id } })}
          onDeleted={onDeleted}
          label="Remove"
        />
      </div>
    </div>
  );
}
