// Adding a review (every field required) and editing one (every field optional; blank keeps
// the current text) share this form. Its fields go out under the admin API's form names
// (REVIEW_WIRE), the add call's text as one JSON field.
import { useState, type FormEvent } from "react";
import { call } from "../../api.ts";
import { REVIEWS } from "../../contract/endpoints/carousels.ts";
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEW_REQUIRED,
  REVIEW_WIRE,
  recordText,
  reviewFormText,
  type Review,
  type ReviewText,
} from "../../contract/reviews.ts";
import { ImageInput } from "./image-input.tsx";
import { notify } from "./notify.ts";
import { RecordForm } from "./submit-button.tsx";
import { TextFields, type TextFieldSpec } from "./text-fields.tsx";
import { useSendRecord } from "./use-send-record.ts";

type Errors = Partial<Record<keyof ReviewText | "image", string>>;

const REQUIRED: Record<keyof ReviewText | "image", string> = { ...REVIEW_REQUIRED, image: REVIEW_MESSAGES.imageRequired };
const EMPTY: ReviewText = { name: "", primaryTitle: "", title: "" };

/** The review's text fields; every one is required when adding. */
const fields = (required: boolean): TextFieldSpec<keyof ReviewText>[] => [
  {
    field: "name",
    label: "Client name",
    maxLength: REVIEW_LIMITS.name,
    required,
    hint: "Name and company, e.g. “Priya Raman, Lumen Skincare”.",
  },
  {
    field: "primaryTitle",
    label: "Primary review",
    maxLength: REVIEW_LIMITS.primaryTitle,
    required,
    multiline: true,
    hint: "The quote itself, as the client wrote it.",
  },
  {
    field: "title",
    label: "Secondary review",
    maxLength: REVIEW_LIMITS.title,
    required,
    multiline: true,
    hint: "The line the carousel emphasises.",
  },
];

export function ReviewForm({ review, onSaved }: { review?: Review; onSaved(review: Review): void }) {
  const updating = !!review;
  const blank = review ? recordText(review) : EMPTY;
  const [text, setText] = useState<ReviewText>(blank);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const { submitting, progress, send } = useSendRecord();
  const edit = (field: keyof ReviewText) => (value: string) => {
    setText((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = updating ? {} : missing(text, file);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return void notify.error(first);
    const form = new FormData();
    if (review) {
      form.set("id", review._id);
      for (const [field, value] of Object.entries(reviewFormText(text))) form.set(field, value);
    } else {
      form.set(REVIEW_WIRE.newText, JSON.stringify(reviewFormText(text)));
    }
    if (file) form.set(REVIEW_WIRE.image, file);
    send((options) => call(updating ? REVIEWS.update : REVIEWS.add, { body: form, ...options }), {
      saved: (answer) => {
        setFile(null);
        if (!updating) setText(EMPTY);
        onSaved(answer.client);
      },
      fileRefused: (problem) => {
        setErrors((current) => ({ ...current, image: problem }));
        setFile(null);
      },
      failure: updating ? "Update failed" : "Could not add the review",
    });
  };

  return (
    <RecordForm noun="Client" updating={updating} submitting={submitting} onSubmit={submit}>
      <TextFields fields={fields(!updating)} values={text} errors={errors} onEdit={edit} disabled={submitting} />
      <ImageInput
        label={updating ? "New profile image" : "Profile image"}
        hint={
          updating
            ? "Optional: keep the current photo or drop a new one. Cropped to a square."
            : "A photo or logo of the client, cropped to a square."
        }
        file={file}
        onFile={(chosen) => {
          setFile(chosen);
          setErrors((current) => ({ ...current, image: undefined }));
        }}
        currentUrl={review?.profileimg}
        progress={progress}
        error={errors.image}
        shape="avatar"
        disabled={submitting}
      />
    </RecordForm>
  );
}

function missing(text: ReviewText, file: File | null): Errors {
  const errors: Errors = {};
  for (const field of Object.keys(text) as (keyof ReviewText)[]) if (!text[field].trim()) errors[field] = REQUIRED[field];
  if (!file) errors.image = REQUIRED.image;
  return errors;
}
