import { useState, type ReactNode } from "react";
import type { Client } from "../../contract/clients.ts";
import { adminApi } from "../../api.ts";
import { PrefetchLink } from "../prefetch-link.tsx";
import { ConfirmDelete } from "./confirm-delete.tsx";

const DEFAULT_AVATAR = "/images/avatars/default.svg";

type Props = { client: Client; onDeleted(): (() => void) | void; handle?: ReactNode; fresh?: boolean };

export function ReviewCard({ client, onDeleted, handle, fresh }: Props) {
  return (
    <div className={`admin-card review-card${fresh ? " is-new" : ""}`}>
      <div className="review-card__who">
        <Avatar src={client.profileimg} />
        <p className="review-card__name">{client.name}</p>
      </div>
      <p className="review-card__highlight">{client.title}</p>
      <p className="review-card__quote">{client.primarytitle}</p>
      <div className="admin-card__actions">
        {handle}
        <PrefetchLink href={`/admin/updateclient/${client._id}`} className="admin-action" aria-label={`Edit the review by ${client.name}`}>
          Edit
        </PrefetchLink>
        <ConfirmDelete what={`the review by ${client.name}`} remove={() => adminApi.deleteClient(client._id)} onDeleted={onDeleted} />
      </div>
    </div>
  );
}

function Avatar({ src, size = 48 }: { src: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="avatar"
      src={!src || failed ? DEFAULT_AVATAR : src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
