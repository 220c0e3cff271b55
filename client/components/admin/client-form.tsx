// Adding a review (every field required) and editing one (every field optional; blank keeps
// the current text) share this form. The add call sends the text as one JSON field, `client`.
import { useState, type FormEvent } from "react";
import { adminApi } from "../../api.ts";
import { CLIENT_LIMITS, CLIENT_MESSAGES, NewClientText, type Client } from "../../contract/clients.ts";
import { ImageInput } from "./image-input.tsx";
import { notify } from "./notify.ts";
import { SubmitButton } from "./submit-button.tsx";
import { TextFields, type TextFieldSpec } from "./text-fields.tsx";
import { useSendRecord } from "./use-send-record.ts";

type Text = { clientName: string; clientPryTitle: string; clientSryTitle: string };
type Errors = Partial<Record<keyof Text | "clientImg", string>>;

const REQUIRED: Record<keyof Text | "clientImg", string> = {
  clientName: NewClientText.properties.clientName.messages.required,
  clientPryTitle: NewClientText.properties.clientPryTitle.messages.required,
  clientSryTitle: NewClientText.properties.clientSryTitle.messages.required,
  clientImg: CLIENT_MESSAGES.imageRequired,
};

/** The review's text fields; every one is required when adding. */
const fields = (required: boolean): TextFieldSpec<keyof Text>[] => [
  {
    field: "clientName",
    label: "Client name",
    maxLength: CLIENT_LIMITS.name,
    required,
    hint: "Name and company, e.g. “Priya Raman, Lumen Skincare”.",
  },
  {
    field: "clientPryTitle",
    label: "Primary review",
    maxLength: CLIENT_LIMITS.primary,
    required,
    multiline: true,
    hint: "The quote itself, as the client wrote it.",
  },
  {
    field: "clientSryTitle",
    label: "Secondary review",
    maxLength: CLIENT_LIMITS.secondary,
    required,
    multiline: true,
    hint: "The line the carousel emphasises.",
  },
];

export function ClientForm({ client, onSaved }: { client?: Client; onSaved(client: Client): void }) {
  const updating = !!client;
  const blank = { clientName: client?.name ?? "", clientPryTitle: client?.primarytitle ?? "", clientSryTitle: client?.title ?? "" };
  const [text, setText] = useState<Text>(blank);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const { submitting, progress, send } = useSendRecord();
  const edit = (field: keyof Text) => (value: string) => {
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
    if (client) {
      form.set("id", client._id);
      for (const [field, value] of Object.entries(text)) form.set(field, value);
    } else {
      form.set("client", JSON.stringify(text));
    }
    if (file) form.set("clientImg", file);
    send((options) => (updating ? adminApi.updateClient : adminApi.addClient)(form, options), {
      saved: (answer) => {
        setFile(null);
        if (!updating) setText({ clientName: "", clientPryTitle: "", clientSryTitle: "" });
        onSaved(answer.client);
      },
      fileRefused: (problem) => {
        setErrors((current) => ({ ...current, clientImg: problem }));
        setFile(null);
      },
      failure: updating ? "Update failed" : "Could not add the review",
    });
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={submitting}>
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
          setErrors((current) => ({ ...current, clientImg: undefined }));
        }}
        currentUrl={client?.profileimg}
        progress={progress}
        error={errors.clientImg}
        shape="avatar"
        disabled={submitting}
      />
      <SubmitButton noun="Client" updating={updating} submitting={submitting} />
    </form>
  );
}

function missing(text: Text, file: File | null): Errors {
  const errors: Errors = {};
  for (const field of Object.keys(text) as (keyof Text)[]) if (!text[field].trim()) errors[field] = REQUIRED[field];
  if (!file) errors.clientImg = REQUIRED.clientImg;
  return errors;
}
