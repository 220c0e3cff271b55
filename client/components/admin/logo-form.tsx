// Adding a logo and replacing one share this form; an update needs a new image too.
import { useState, type FormEvent } from "react";
import { call } from "../../api.ts";
import { LOGOS } from "../../contract/endpoints/carousels.ts";
import { LOGO_LIMITS, LOGO_MESSAGES, type Logo, type LogoTreatment } from "../../contract/logos.ts";
import { RadioCards } from "./choice.tsx";
import { Field } from "./field.tsx";
import { ImageInput } from "./image-input.tsx";
import { notify } from "./notify.ts";
import { RecordForm } from "./submit-button.tsx";
import { useSendRecord } from "./use-send-record.ts";

type Props = { logo?: Logo; onSaved(logo: Logo): void };

const TREATMENTS: { value: LogoTreatment; label: string; hint: string }[] = [
  { value: "original", label: "As uploaded", hint: "Its own colours. Best for a logo drawn on a transparent background." },
  {
    value: "monochrome",
    label: "Monochrome",
    hint: "Re-drawn in white on transparent, like the other marks on the dark strip. Removes a white or solid background.",
  },
];

export function LogoForm({ logo, onSaved }: Props) {
  const updating = !!logo;
  const [name, setName] = useState(logo?.name ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [treatment, setTreatment] = useState<LogoTreatment>(logo?.treatment ?? "original");
  const [error, setError] = useState<string | undefined>();
  const { submitting, progress, send } = useSendRecord();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      const message = updating ? LOGO_MESSAGES.newImageRequired : LOGO_MESSAGES.imageRequired;
      setError(message);
      notify.error(message);
      return;
    }
    setError(undefined);
    const form = new FormData();
    if (logo) form.set("id", logo._id);
    form.set("name", name);
    form.set("image", file);
    form.set("treatment", treatment);
    send((options) => call(updating ? LOGOS.update : LOGOS.add, { body: form, ...options }), {
      saved: (answer) => {
        setFile(null);
        if (!updating) setName("");
        onSaved(answer.logo);
      },
      fileRefused: (problem) => {
        setError(problem);
        setFile(null);
      },
      failure: updating ? "Update failed" : "Could not add the logo",
    });
  };

  return (
    <RecordForm noun="Logo" updating={updating} submitting={submitting} onSubmit={submit}>
      <ImageInput
        label={updating ? "New logo image" : "Logo image"}
        hint="Choose below how the dark strip shows it."
        file={file}
        onFile={(chosen) => {
          setFile(chosen);
          if (chosen) setError(undefined);
        }}
        currentUrl={logo?.image}
        progress={progress}
        error={error}
        shape="logo"
        disabled={submitting}
      />
      {/* How the home strip shows the image; the server re-draws a monochrome one at upload. */}
      <RadioCards<LogoTreatment>
        legend="On the home page's strip"
        value={treatment}
        options={TREATMENTS}
        onChange={setTreatment}
        disabled={submitting}
      />
      <Field
        label="Client name"
        value={name}
        onChange={setName}
        maxLength={LOGO_LIMITS.name}
        hint="Describes the logo for screen readers and search engines."
        disabled={submitting}
      />
    </RecordForm>
  );
}
