// A spot's button on the page: a click opens its list or media field beside the page; a file
// dropped on it is uploaded at once (with its progress on the button) and takes the media's
// place, or joins the end of a list of images, each file dropped (the same checks as the admin's
// pickers: the server's, which refuse a file it cannot read with the reason shown). A new image
// comes without alt text, and the spot's panel opens to ask for it (image-field.tsx).
import { useState, type DragEvent } from "react";
import { reportError } from "../../api.ts";
import { kindOf, itemOf, type ValueChange } from "../admin/document-form/schema-kind.ts";
import { pageUploads } from "../admin/document-form/page-uploads.ts";
import type { DraftKey } from "./editable.tsx";
import { parsePath, schemaAt, schemaOf, type Path } from "./schema-at.ts";

type Props = {
  doc: DraftKey;
  path: string;
  label: string;
  expanded: boolean;
  /** What is wrong in its fields, said on the button while its panel is closed. */
  problem?: string;
  onOpen(): void;
  onChange(path: Path, value: ValueChange): void;
};

/** What a dropped file does at this spot, or null when it takes none (a group of fields). */
function dropTarget(doc: DraftKey, parts: Path) {
  const schema = schemaAt(schemaOf(doc), parts);
  if (!schema) return null;
  const kind = kindOf(schema);
  if (kind === "image" || kind === "video") return kind;
  if (kind === "list" && kindOf(itemOf(schema)) === "image") return { list: schema.maxItems as number };
  return null;
}

export function SpotButton({ doc, path, label, expanded, problem, onOpen, onChange }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [over, setOver] = useState(false);
  const parts = parsePath(path);
  const target = dropTarget(doc, parts);

  const drop = async (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length === 0 || !target || progress !== null) return;
    try {
      if (target === "video") {
        setProgress(0);
        onChange(parts, await pageUploads.video(files[0]!, setProgress));
        return;
      }
      for (const file of target === "image" ? files.slice(0, 1) : files) {
        setProgress(0);
        const image = await pageUploads.image(file, setProgress);
        if (target === "image") onChange(parts, { image });
        else
          onChange(parts, (current: unknown) => {
            const list = Array.isArray(current) ? current : [];
            return list.length < target.list ? [...list, { image }] : list;
          });
        onOpen();
      }
    } catch (error) {
      reportError(error, "Could not upload the file");
    } finally {
      setProgress(null);
    }
  };

  const accepts = target !== null;
  return (
    <button
      type="button"
      className="ip-spot"
      data-over={over ? "true" : undefined}
      data-invalid={problem ? "true" : undefined}
      aria-expanded={expanded}
      aria-busy={progress !== null}
      onClick={onOpen}
      onDragOver={(event) => {
        if (!accepts) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={accepts ? (event) => void drop(event) : undefined}
    >
      <span aria-hidden="true">✎ </span>
      {label}
      {problem && !expanded ? <span className="ip-spot__problem"> · {problem}</span> : null}
      {progress !== null ? (
        <span className="ip-spot__progress"> · uploading {Math.round(progress)}%</span>
      ) : accepts ? (
        <span className="ip-spot__hint"> · or drop a file</span>
      ) : null}
    </button>
  );
}
