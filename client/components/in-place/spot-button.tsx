// A spot's button on the page: a click opens its list or media field beside the page; a file
// dropped on it is uploaded at once (with its progress on the button) and takes the media's
// place, or joins the end of a list of images (the same checks as the admin's pickers: the
// server's, which refuse a file it cannot read with the reason shown).
import { useState, type DragEvent } from "react";
import { reportError } from "../../api.ts";
import { kindOf, itemOf, valueAt } from "../admin/document-form/schema-kind.ts";
import { pagesApi } from "../../documents-api.ts";
import type { DraftKey } from "./editable.tsx";
import { parsePath, schemaAt, schemaOf, type Path } from "./schema-at.ts";

type Props = {
  doc: DraftKey;
  path: string;
  label: string;
  content: unknown;
  expanded: boolean;
  onOpen(): void;
  onChange(path: Path, value: unknown): void;
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

export function SpotButton({ doc, path, label, content, expanded, onOpen, onChange }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [over, setOver] = useState(false);
  const parts = parsePath(path);
  const target = dropTarget(doc, parts);

  const drop = async (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (!file || !target || progress !== null) return;
    setProgress(0);
    try {
      const current = valueAt(content, parts);
      if (target === "video") onChange(parts, (await pagesApi.uploadVideo(file, { onProgress: setProgress })).video);
      else {
        const { image } = await pagesApi.uploadImage(file, { onProgress: setProgress });
        if (target === "image") onChange(parts, { alt: (current as { alt?: string } | null)?.alt ?? "", image });
        else {
          const list = Array.isArray(current) ? current : [];
          if (list.length < target.list) onChange(parts, [...list, { image, alt: "" }]);
        }
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
      {progress !== null ? (
        <span className="ip-spot__progress"> · uploading {Math.round(progress)}%</span>
      ) : accepts ? (
        <span className="ip-spot__hint"> · or drop a file</span>
      ) : null}
    </button>
  );
}
