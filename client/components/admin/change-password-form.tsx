// The Account screen's password change: the current password, the new one twice. The server
// enforces the same rule (12 to 200 characters) and answers this session's new token, because
// the change signs out every other session.
import { useState, type FormEvent } from "react";
import { call, ApiError, reportError } from "../../api.ts";
import { CURRENT_PASSWORD_REQUIRED, NEW_PASSWORD_TOO_SHORT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../contract/account.ts";
import { FormAction } from "./form-actions.tsx";
import { notify } from "./notify.ts";
import { TextFields, type TextFieldSpec } from "./text-fields.tsx";
import { setToken } from "./token.ts";
import { useFieldValues } from "./use-field-values.ts";
import { ACCOUNT } from "../../contract/endpoints/account.ts";

type Passwords = { current: string; next: string; repeat: string };
const BLANK: Passwords = { current: "", next: "", repeat: "" };

const NEW_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to guess.`;
const FIELDS: TextFieldSpec<keyof Passwords>[] = [
  { field: "current", label: "Current password", type: "password", maxLength: PASSWORD_MAX_LENGTH, required: true, autoComplete: "current-password" },
  {
    field: "next",
    label: "New password",
    type: "password",
    maxLength: PASSWORD_MAX_LENGTH,
    required: true,
    autoComplete: "new-password",
    hint: NEW_HINT,
  },
  {
    field: "repeat",
    label: "Repeat the new password",
    type: "password",
    maxLength: PASSWORD_MAX_LENGTH,
    required: true,
    autoComplete: "new-password",
  },
];

export function ChangePasswordForm() {
  const { values: passwords, setValues: setPasswords, errors, setErrors, edit } = useFieldValues(BLANK);
  const { current, next, repeat } = passwords;
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!current) found.current = CURRENT_PASSWORD_REQUIRED;
    if (next.length < PASSWORD_MIN_LENGTH) found.next = NEW_PASSWORD_TOO_SHORT;
    else if (next === current) found.next = "The new password must differ from the current one";
    if (!found.next && repeat !== next) found.repeat = "The two new passwords do not match";
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      const answer = await call(ACCOUNT.changePassword, { body: { currentPassword: current, newPassword: next } });
      setToken(answer.token!);
      notify.success(answer.message);
      setPasswords(BLANK);
    } catch (error) {
      // A wrong current password (403) or a refused new one (400) belongs beside its field.
      if (error instanceof ApiError && error.status === 403) setErrors({ current: error.message });
      else if (error instanceof ApiError && error.status === 400) setErrors({ next: error.message });
      else reportError(error, "The password could not be changed");
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={submitting}>
      <TextFields fields={FIELDS} values={passwords} errors={errors} onEdit={edit} disabled={submitting} />
      <p className="admin-account__note">Changing the password signs out every other browser signed in to this account.</p>
      <FormAction label="Change password" busyLabel="Changing..." busy={submitting} />
    </form>
  );
}
