import type { ReactNode } from "react";
import type { Logo } from "../../contract/logos.ts";
import { call } from "../../api.ts";
import { PrefetchLink } from "../prefetch-link.tsx";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { SelectBox } from "./select-box.tsx";
import type { Selection } from "./use-selection.ts";
import { LOGOS } from "../../contract/endpoints/carousels.ts";

type Props = { logo: Logo; onDeleted(): (() => void) | void; handle?: ReactNode; selection: Selection };

export function LogoCard({ logo, onDeleted, handle, selection }: Props) {
  const label = logo.name || "Untitled logo";
  return (
    <div className={`admin-card logo-card${selection.has(logo._id) ? " is-selected" : ""}`}>
      <SelectBox selection={selection} id={logo._id} label={`Select the logo ${label}`} />
      <div className="logo-card__art">
        {logo.image ? (
          <img src={logo.image} alt={label} width={240} height={120} loading="lazy" decoding="async" />
        ) : (
          <span className="logo-card__wordmark">{logo.name}</span>
        )}
      </div>
      <div className="logo-card__name-row">
        {handle}
        <p className="logo-card__name">{label}</p>
      </div>
      <div className="admin-card__actions">
        <PrefetchLink href={`/admin/updatelogo/${logo._id}`} className="admin-action" aria-label={`Edit ${label}`}>
          Edit
        </PrefetchLink>
        <ConfirmDelete
          what={logo.name ? `the logo “${logo.name}”` : "this logo"}
          remove={() => call(LOGOS.remove, { body: { id: logo._id } })}
          onDeleted={onDeleted}
        />
      </div>
    </div>
  );
}
