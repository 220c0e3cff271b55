// Adding a logo and replacing one share this form; an update needs a new image too.
import { useState, type FormEvent } from "react";
import { adminApi, reportError } from "../../api.ts";
import type { Logo } from "../../entities.ts";
import { Field } from "./field.tsx";
import { ImageInput } from "./image-input.tsx";
import { notify } from "./notify.ts";
import { SubmitButton } from "./submit-button.tsx";
import { useSubmit } from "./use-submit.ts";

export const LOGO_NAME_MAX = 80;

type Props = { logo?: Logo; onSaved(logo: Logo): void };

export function LogoForm({ logo, onSaved }: Props) {
  const updating = !!logo;
  const [name, setName] = useState(logo?.name ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const { submitting, progress, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      const message = updating ? "Please choose a new image" : "Please choose a logo image";
      setError(message);
      notify.error(message);
      return;
    }
    setError(undefined);
    const form = new FormData();
    if (logo) form.set("id", logo._id);
    form.set("name", name);
    form.set("image", file);
    void run(async (onProgress) => {
      try {
        const answer = await (updating ? adminApi.updateLogo : adminApi.addLogo)(form, { onProgress });
        notify.success(answer.message);
        setFile(null);
        if (!updating) setName("");
        onSaved(answer.logo!);
      } catch (failure) {
        reportError(failure, updating ? "Update failed" : "Could not add the logo");
      }
    });
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={submitting}>
      <ImageInput
        label={updating ? "New logo image" : "Logo image"}
        hint="PNG, JPEG, WebP, GIF, AVIF or SVG, up to 5 MB. A transparent background looks best on the strip."
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
      <Field
        label="Client name"
        value={name}
        onChange={setName}
        maxLength={LOGO_NAME_MAX}
        hint="Describes the logo for screen readers and search engines."
        disabled={submitting}
      />
      <SubmitButton noun="Logo" updating={updating} submitting={submitting} />
    </form>
  );
}
