import type { Logo } from "../../entities.ts";
import { adminApi } from "../../api.ts";
import { PrefetchLink } from "../prefetch-link.tsx";
import { ConfirmDelete } from "./confirm-delete.tsx";

export function LogoCard({ logo, onDeleted }: { logo: Logo; onDeleted(): void }) {
  const label = logo.name || "Untitled logo";
  return (
    <li className="admin-card logo-card">
      <div className="logo-card__art">
        {logo.image ? <img src={logo.image} alt={label} width={240} height={120} loading="lazy" decoding="async" /> : <span className="logo-card__wordmark">{logo.name}</span>}
      </div>
      <p className="logo-card__name">{label}</p>
      <div className="admin-card__actions">
        <PrefetchLink href={`/admin/updatelogo/${logo._id}`} className="admin-action" aria-label={`Edit ${label}`}>
          Edit
        </PrefetchLink>
        <ConfirmDelete what={logo.name ? `the logo “${logo.name}”` : "this logo"} remove={() => adminApi.deleteLogo(logo._id)} onDeleted={onDeleted} />
      </div>
    </li>
  );
}
