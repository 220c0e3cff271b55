// A list with nothing in it yet, and the way to add the first. Not in load-state.tsx: the admin
// frame, which the public entry chunk carries for loading screens, imports that file.
import { ButtonLink } from "./button-link.tsx";

export function EmptyList({ text, href, action }: { text: string; href: string; action: string }) {
  return (
    <div className="admin-empty">
      <p>{text}</p>
      <ButtonLink href={href}>{action}</ButtonLink>
    </div>
  );
}
