import type { ReactNode } from "react";

export function Loading({ label }: { label: string }) {
  return (
    <div className="admin-status" role="status">
      <div className="spinner" />
      <span>{label}</span>
    </div>
  );
}

export function Problem({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="admin-status admin-status--problem" role="alert">
      <p>{message}</p>
      {children}
    </div>
  );
}

/** A list or record that failed to load, with a way to ask again. */
export function LoadFailed({ message, reload }: { message: string; reload: () => void }) {
  return (
    <Problem message={message}>
      <button type="button" className="button button--ghost" onClick={reload}>
        Try again
      </button>
    </Problem>
  );
}

export function PageHead({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="admin-page-head">
      <div>
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
      </div>
      {children ? <div className="admin-page-head__actions">{children}</div> : null}
    </div>
  );
}
