// The Account screen's two-factor sign-in: set it up (scan the QR code, confirm with the
// password and a first code), see the recovery codes once, replace them (the password), or turn
// it off (the password and a current code or a recovery code; other sessions are signed out).
import { useState, type FormEvent } from "react";
import { call, ApiError, reportError } from "../../api.ts";
import type { Account, Enrolment } from "../../contract/account-answers.ts";
import { APP_CODE_REQUIRED, DISABLE_CODE_REQUIRED, PASSWORD_MAX_LENGTH, PASSWORD_TO_CONFIRM } from "../../contract/account.ts";
import { Field } from "./field.tsx";
import { BusyButton, CancelButton, FormAction, FormActions } from "./form-actions.tsx";
import { notify } from "./notify.ts";
import { setToken } from "./token.ts";
import { useFieldValues } from "./use-field-values.ts";
import { ACCOUNT } from "../../contract/endpoints/account.ts";

type Props = { account: Account; onChange(account: Account): void };
type Errors = { password?: string; code?: string };
const BLANK = { password: "", code: "" };

export function TwoFactorPanel({ account, onChange }: Props) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const { values, setValues, setErrors, field } = useFieldValues(BLANK, { disabled: busy });
  const { password, code } = values;

  const run = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      // A wrong password (403) or code (400) is shown beside its field.
      if (error instanceof ApiError && error.status === 403) setErrors({ password: error.message });
      else if (error instanceof ApiError && error.status === 400) setErrors({ code: error.message });
      else reportError(error, failure);
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setEnrolment(null);
    setValues(BLANK);
    setErrors({});
  };

  const start = () => run(async () => setEnrolment(await call(ACCOUNT.setUpTwoFactor)), "Two-factor sign-in could not be set up");

  const enable = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!/^\d{6}$/.test(code.replace(/\s/g, ""))) found.code = APP_CODE_REQUIRED;
    if (!password) found.password = PASSWORD_TO_CONFIRM;
    setErrors(found);
    if (found.code || found.password) return;
    return run(async () => {
      const answer = await call(ACCOUNT.enableTwoFactor, { body: { password, code: code.replace(/\s/g, "") } });
      setToken(answer.token!);
      notify.success(answer.message);
      reset();
      setRecoveryCodes(answer.recoveryCodes!);
      onChange({ ...account, twoFactor: true, recoveryCodesLeft: answer.recoveryCodes!.length });
    }, "Two-factor sign-in could not be turned on");
  };

  /** Turning it off and new recovery codes both ask for the password first. */
  const withPassword = (work: () => Promise<void>, failure: string) => {
    if (!password) return setErrors({ password: PASSWORD_TO_CONFIRM });
    return run(work, failure);
  };

  const disable = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!code.trim()) found.code = DISABLE_CODE_REQUIRED;
    if (!password) found.password = PASSWORD_TO_CONFIRM;
    setErrors(found);
    if (found.code || found.password) return;
    return run(async () => {
      const answer = await call(ACCOUNT.disableTwoFactor, { body: { password, code: code.replace(/\s/g, "") } });
      setToken(answer.token);
      notify.success(answer.message);
      reset();
      onChange({ ...account, twoFactor: false, recoveryCodesLeft: 0 });
    }, "Two-factor sign-in could not be turned off");
  };

  const replaceCodes = () =>
    withPassword(async () => {
      const answer = await call(ACCOUNT.newRecoveryCodes, { body: { password } });
      notify.success(answer.message);
      reset();
      setRecoveryCodes(answer.recoveryCodes!);
      onChange({ ...account, recoveryCodesLeft: answer.recoveryCodes!.length });
    }, "New recovery codes could not be made");

  const passwordField = (
    <Field label="Your password" type="password" {...field("password")} maxLength={PASSWORD_MAX_LENGTH} required autoComplete="current-password" />
  );

  if (recoveryCodes) {
    return (
      <section className="admin-account__codes" aria-label="Recovery codes">
        <p>
          <strong>Save these recovery codes now.</strong> Each one signs you in once if you lose your phone. They are not shown again.
        </p>
        <ol className="admin-account__code-list">
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </ol>
        <FormActions>
          <button
            type="button"
            className="button button--ghost"
            onClick={() =>
              navigator.clipboard?.writeText(recoveryCodes.join("\n")).then(
                () => notify.success("Recovery codes copied"),
                () => notify.error("Copy them by hand: the clipboard is not available"),
              )
            }
          >
            Copy codes
          </button>
          <button type="button" className="button button--primary" onClick={() => setRecoveryCodes(null)}>
            I have saved them
          </button>
        </FormActions>
      </section>
    );
  }

  if (account.twoFactor) {
    return (
      <form className="admin-form" onSubmit={disable} noValidate aria-busy={busy}>
        <p className="admin-account__state">
          <span className="admin-account__badge admin-account__badge--on">On</span>
          {account.recoveryCodesLeft === 1 ? "1 recovery code left." : `${account.recoveryCodesLeft} recovery codes left.`}
        </p>
        {passwordField}
        <Field
          label="Code to turn it off"
          hint="The 6-digit code from your app, or a recovery code"
          {...field("code")}
          maxLength={20}
          autoComplete="one-time-code"
        />
        <FormActions>
          <button type="button" className="button button--ghost" onClick={replaceCodes} disabled={busy}>
            New recovery codes
          </button>
          <button type="submit" className="button admin-button--danger" disabled={busy}>
            Turn off two-factor sign-in
          </button>
        </FormActions>
      </form>
    );
  }

  if (!enrolment) {
    return (
      <div className="admin-form">
        <p className="admin-account__state">
          <span className="admin-account__badge">Off</span>
          Add a second step to signing in: a 6-digit code from an authenticator app on your phone.
        </p>
        <FormAction label="Set up two-factor sign-in" busyLabel="Preparing..." busy={busy} onClick={start} />
      </div>
    );
  }

  return (
    <form className="admin-form" onSubmit={enable} noValidate aria-busy={busy}>
      <div className="admin-account__enrol">
        <img className="admin-account__qr" src={enrolment.qr} alt="QR code for your authenticator app" width={176} height={176} />
        <div>
          <p>Scan the code with an authenticator app (for example Google Authenticator, 1Password or Aegis).</p>
          <p className="admin-account__note">
            Cannot scan? Enter this key: <code className="admin-account__secret">{enrolment.secret.replace(/(.{4})/g, "$1 ").trim()}</code>
          </p>
        </div>
      </div>
      <Field label="Code from the app" {...field("code")} maxLength={10} required autoComplete="one-time-code" inputMode="numeric" autoFocus />
      {passwordField}
      <FormActions>
        <BusyButton label="Turn on" busyLabel="Turning on..." busy={busy} />
        <CancelButton onClick={reset} busy={busy} />
      </FormActions>
    </form>
  );
}
