// The studio's five social profiles as icon links (SPEC.md section 1 order).
import { studio } from "../../content/studio.ts";

const icons: Record<keyof typeof studio.social, { label: string; path: string }> = {
  instagram: {
    label: "Instagram",
    path: "M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6Zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2ZM17 5.9a1.1 1.1 0 1 0 0 2.3 1.1 1.1 0 0 0 0-2.3ZM21 8a6 6 0 0 0-1.6-4.3A6 6 0 0 0 15 2.1C13.4 2 10.6 2 9 2.1a6 6 0 0 0-4.3 1.6A6 6 0 0 0 3 8c-.1 1.6-.1 6.4 0 8a6 6 0 0 0 1.6 4.3A6 6 0 0 0 9 21.9c1.6.1 4.4.1 6 0a6 6 0 0 0 4.3-1.6A6 6 0 0 0 21 16c.1-1.6.1-6.4 0-8Zm-2 9.7a3.2 3.2 0 0 1-1.8 1.8c-1.3.5-4.2.4-5.2.4s-4 .1-5.2-.4a3.2 3.2 0 0 1-1.8-1.8C4.5 16.4 4.6 13.4 4.6 12s-.1-4.4.4-5.7a3.2 3.2 0 0 1 1.8-1.8C8 4 11 4.1 12 4.1s4-.1 5.2.4a3.2 3.2 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5.7s.1 4.4-.4 5.7Z",
  },
  youtube: {
    label: "YouTube",
    path: "M22 7.2a2.8 2.8 0 0 0-2-2C18.3 4.8 12 4.8 12 4.8s-6.3 0-8 .4a2.8 2.8 0 0 0-2 2C1.6 8.9 1.6 12 1.6 12s0 3.1.4 4.8a2.8 2.8 0 0 0 2 2c1.7.4 8 .4 8 .4s6.3 0 8-.4a2.8 2.8 0 0 0 2-2c.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8ZM9.9 15.1V8.9l5.4 3.1-5.4 3.1Z",
  },
  linkedin: {
    label: "LinkedIn",
    path: "M6.2 21H2.4V8.9h3.8V21ZM4.3 7.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4ZM21.6 21h-3.8v-5.9c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1v6H9.8V8.9h3.6v1.7h.1a4 4 0 0 1 3.6-2c3.8 0 4.5 2.5 4.5 5.8V21Z",
  },
  facebook: {
    label: "Facebook",
    path: "M14 13.5h2.5l1-4H14v-2c0-1 0-2 2-2h1.5V2.1c-.3 0-1.6-.1-2.9-.1C11.9 2 10 3.7 10 6.7v2.8H7v4h3V22h4v-8.5Z",
  },
  behance: {
    label: "Behance",
    path: "M8.2 11.4c.7-.4 1.3-1.1 1.3-2.3 0-2.3-1.7-3.1-4-3.1H0v12h5.7c2.3 0 4.4-1.1 4.4-3.6 0-1.5-.7-2.6-1.9-3Zm-5.6-3.4h2.4c.9 0 1.8.2 1.8 1.3 0 1-.7 1.4-1.6 1.4H2.6V8Zm2.7 8H2.6v-3.3h2.8c1.1 0 1.8.5 1.8 1.6 0 1.2-.9 1.7-1.9 1.7ZM17.3 9.2c-2.9 0-4.8 2.1-4.8 4.9 0 2.9 1.8 4.9 4.8 4.9 2.2 0 3.7-1 4.4-3.2h-2.3c-.2.8-1.2 1.3-2 1.3-1.5 0-2.3-.9-2.3-2.4h6.8c.1-3-1.2-5.5-4.6-5.5Zm-2.2 4c.1-1.2.9-2 2.1-2 1.3 0 1.9.8 2 2h-4.1ZM20 6.8h-5.5v1.4H20V6.8Z",
  },
};

export function SocialLinks() {
  return (
    <ul className="studio-social">
      {(Object.keys(icons) as (keyof typeof icons)[]).map((name) => (
        <li key={name}>
          <a className="studio-social__link" href={studio.social[name]} target="_blank" rel="noopener noreferrer" aria-label={icons[name].label}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={icons[name].path} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
