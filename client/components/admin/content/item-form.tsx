// One picture with words: a portfolio tab's item or a service page's card. Image, title,
// caption, alt text and the links that kind of item has; a portfolio item may instead stand for
// one of the projects (it then shows the project's cover, title and tagline, and links to it).
// Adding needs an image and a title unless it stands for a project; editing keeps the current
// image unless another is chosen.
import { useState, type FormEvent } from "react";
import type { TSchema } from "@sinclair/typebox";
import { reportError } from "../../../api.ts";
import { NEW_IMAGE_ALT, type Image } from "../../../contract/common.ts";
import { FocusControl } from "../focus-picker.tsx";
import { ImageInput } from "../image-input.tsx";
import { notify } from "../notify.ts";
import { SubmitButton } from "../submit-button.tsx";
import { CancelButton } from "../form-actions.tsx";
import { TextFields, type TextFieldSpec } from "../text-fields.tsx";
import { useSubmit } from "../use-submit.ts";
import { check, maxOf, messagesOf, serverFieldError, type FieldErrors } from "./check.ts";
import { SelectField } from "../choice.tsx";
import { PagePicker } from "../page-picker.tsx";

export type LinkField = "link" | "live" | "watch" | "breakdown";
type TextField = "title" | "caption" | "alt" | LinkField | "projectId";
type Text = Record<TextField, string>;
export type ItemRecord = { _id: string; image: Image | null; title: string; caption: string; alt: string; projectId?: string | null } & Partial<
  Record<LinkField, string | null>
>;
export type ProjectChoice = { _id: string; title: string; path: string };

const LINK_TEXT: Record<Exclude<LinkField, "link">, { label: string; hint: string; placeholder: string }> = {
  live: { label: "Live site", hint: "The finished website, opened by “Visit site”.", placeholder: "https://…" },
  watch: { label: "‘Watch Video’ link", hint: "Where the film plays, e.g. its video page.", placeholder: "https://…" },
  breakdown: { label: "‘Project Breakdown’ link", hint: "The making-of or case study.", placeholder: "https://…" },
};

type Props<T extends ItemRecord> = {
  /** "Item", "Card": the button reads "Add Item" / "Update Item". */
  noun: string;
  /** The contract's schema of the form's text fields (limits and messages come from it). */
  schema: TSchema;
  /** The contract's words for what an item cannot do without. */
  required: { title: string; image: string };
  item?: T;
  links: LinkField[];
  /** The projects: offered as what the item stands for and as link suggestions. */
  projects?: ProjectChoice[];
  save(form: FormData, onProgress: (percent: number) => void): Promise<{ message: string; record: T }>;
  onSaved(record: T): void;
  onCancel?(): void;
};

const EMPTY: Text = { title: "", caption: "", alt: "", link: "", live: "", watch: "", breakdown: "", projectId: "" };

export function ItemForm<T extends ItemRecord>({ noun, schema, required, item, links, projects, save, onSaved, onCancel }: Props<T>) {
  const initial: Text = {
    ...EMPTY,
    ...Object.fromEntries(Object.keys(EMPTY).map((key) => [key, (item as Record<string, unknown> | undefined)?.[key] ?? ""])),
  };
  const [text, setText] = useState<Text>(initial);
  const [file, setFile] = useState<File | null>(null);
  // An item's image replaced: its alt text is emptied and asked for (server: the writes reset it too).
  const replacing = Boolean(item && file);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submitting, progress, run } = useSubmit();
  const fields: TextField[] = ["title", "caption", "alt", ...links, ...(projects ? ["projectId" as const] : [])];
  const standsFor = projects?.find((project) => project._id === text.projectId);
  const edit = (field: TextField) => (value: string) => {
    setText((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, ...(field === "projectId" ? { title: undefined, image: undefined } : {}) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(fields.map((field) => [field, text[field].trim()])) as Partial<Text>;
    const sent = fieldsToSend(trimmed, item ? initial : null);
    const found = check(schema, Object.fromEntries(Object.entries(sent).filter(([, value]) => value)));
    if (!standsFor && !trimmed.title) found.title = required.title;
    if (!item && !file && !standsFor) found.image = required.image;
    if (replacing && !trimmed.alt) found.alt = NEW_IMAGE_ALT;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return void notify.error("Please check the highlighted fields");
    const form = new FormData();
    for (const [field, value] of Object.entries(sent)) form.set(field, value);
    if (file) form.set("image", file);
    void run(async (onProgress) => {
      try {
        const answer = await save(form, onProgress);
        notify.success(answer.message);
        setFile(null);
        if (!item) setText(EMPTY);
        onSaved(answer.record);
      } catch (failure) {
        const placed = serverFieldError(failure, messagesOf(schema));
        if (placed?.field) setErrors({ [placed.field]: placed.message });
        reportError(failure, item ? "Update failed" : `Could not add the ${noun.toLowerCase()}`);
      }
    });
  };

  const textFields: TextFieldSpec<TextField>[] = [
    { field: "title", label: "Title", maxLength: maxOf(schema, "title"), required: !standsFor },
    { field: "caption", label: "Caption", maxLength: maxOf(schema, "caption"), hint: "A short line under the title." },
    {
      field: "alt",
      label: "Alt text",
      maxLength: maxOf(schema, "alt"),
      hint: replacing
        ? "A new image: say what it shows, for screen readers."
        : "What the image shows, for screen readers. Left blank, the title is used.",
      required: replacing,
      autoFocus: replacing,
    },
    // The item's own link is chosen in the page picker below; the outside links are typed.
    ...links
      .filter((field) => field !== "link")
      .map((field): TextFieldSpec<TextField> => ({ field, ...LINK_TEXT[field], maxLength: maxOf(schema, field), type: "url" })),
  ];
  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={submitting}>
      {projects ? (
        <SelectField
          label="Stands for a project (optional)"
          value={text.projectId}
          options={[
            { value: "", label: "None: its own image, title and link" },
            ...projects.map((project) => ({ value: project._id, label: project.title })),
          ]}
          onChange={edit("projectId")}
          error={errors.projectId}
          disabled={submitting || !!item}
          hint={
            item
              ? standsFor
                ? `It shows “${standsFor.title}”. To show another project, add a new item.`
                : "An item of its own. To show a project, add a new item."
              : standsFor
                ? `Shows the cover, title and tagline of “${standsFor.title}” and links to ${standsFor.path}; anything you fill in below replaces them here.`
                : "Pick one of your projects to show it here with its cover, title and tagline, the same as on its page."
          }
        />
      ) : null}
      <ImageInput
        label={item || standsFor ? "Image (optional)" : "Image"}
        hint={
          item
            ? "Keep the current image or drop a new one."
            : standsFor
              ? "Left empty, the project's cover is shown."
              : "It is resized for phones and large screens."
        }
        file={file}
        onFile={(chosen) => {
          setFile(chosen);
          setErrors((current) => ({ ...current, image: undefined, alt: undefined }));
          // The old alt text described the old image; without a new file it is back.
          if (item) setText((current) => ({ ...current, alt: chosen ? "" : initial.alt }));
        }}
        currentUrl={item?.image?.src}
        progress={progress}
        error={errors.image}
        shape="logo"
        disabled={submitting}
      />
      {item && !file ? <FocusControl src={item.image?.src} label="this image" /> : null}
      <TextFields fields={textFields} values={text} errors={errors} onEdit={edit} disabled={submitting} />
      {links.includes("link") ? (
        <PagePicker
          label="Link"
          value={text.link}
          onChange={edit("link")}
          hint={standsFor ? `Left empty, it opens “${standsFor.title}”.` : "One of your pages, or paste a full outside address."}
          error={errors.link}
          disabled={submitting}
          outside
        />
      ) : null}
      <div className="item-form__actions">
        <SubmitButton noun={noun} updating={!!item} submitting={submitting} />
        {onCancel ? <CancelButton onClick={onCancel} busy={submitting} /> : null}
      </div>
    </form>
  );
}

/**
 * What a save sends: a new item what is filled in; an edit only what changed ("" clears a
 * field), so an item that stands for a project keeps following the project's own words, and
 * never the project itself (it is fixed once the item exists).
 */
export function fieldsToSend(values: Partial<Record<string, string>>, before: Partial<Record<string, string>> | null): Record<string, string> {
  const entries = Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (!before) return Object.fromEntries(entries.filter(([, value]) => value));
  return Object.fromEntries(entries.filter(([field, value]) => field !== "projectId" && value !== (before[field] ?? "").trim()));
}
