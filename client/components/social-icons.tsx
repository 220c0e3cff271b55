// The five social profiles as inline icons (no icon font), each link named for screen readers.
import type { Studio } from "../contract/studio.ts";
import { useStudio } from "../studio.ts";
import { ExternalLink } from "./external-link.tsx";

type Network = keyof Studio["social"];

const NETWORKS: { key: Network; label: string; path: string }[] = [
  {
    key: "instagram",
    label: "Instagram",
    path: "M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4zM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.25-3.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5z",
  },
  {
    key: "youtube",
    label: "YouTube",
    path: "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z",
  },
  {
    key: "linkedin",
    label: "LinkedIn",
    path: "M4.5 3A1.5 1.5 0 0 0 3 4.5v15A1.5 1.5 0 0 0 4.5 21h15a1.5 1.5 0 0 0 1.5-1.5v-15A1.5 1.5 0 0 0 19.5 3zm2.8 3.3a1.6 1.6 0 1 1 0 3.2 1.6 1.6 0 0 1 0-3.2zM5.9 10.4h2.8V18H5.9zm4.5 0h2.7v1.1c.4-.7 1.3-1.3 2.6-1.3 2.5 0 3 1.6 3 3.8V18h-2.8v-3.6c0-.9 0-2-1.2-2s-1.4.9-1.4 1.9V18h-2.9z",
  },
  {
    key: "facebook",
    label: "Facebook",
    path: "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4A21 21 0 0 0 14.3 4c-2.3 0-3.8 1.4-3.8 3.9v2.6H8v3h2.5V21z",
  },
  {
    key: "behance",
    label: "Behance",
    path: "M2 6h6.2c2.1 0 3.5 1.1 3.5 2.9 0 1.1-.6 2-1.5 2.4 1.3.4 2 1.4 2 2.8 0 2.2-1.7 3.4-4 3.4H2zm2.6 2.1v2.7h3.2c.9 0 1.4-.5 1.4-1.3s-.5-1.4-1.5-1.4zm0 4.7v3.1h3.4c1 0 1.6-.5 1.6-1.5s-.6-1.6-1.7-1.6zM15 7h5.5v1.4H15zm2.8 2.6c2.7 0 4.3 1.9 4.2 4.7h-6.3c.1 1.3.9 2 2.1 2 .9 0 1.5-.4 1.8-1h2.3c-.5 1.8-2.1 2.9-4.1 2.9-2.7 0-4.4-1.8-4.4-4.3s1.7-4.3 4.4-4.3zm-.1 1.8c-1.1 0-1.8.6-2 1.6h3.9c-.1-1-.8-1.6-1.9-1.6z",
  },
];

export function SocialLinks({ className = "social-links" }: { className?: string }) {
  const studio = useStudio();
  // A blank link hides its icon: the owner may not use every network.
  return (
    <ul className={className} aria-label="Social profiles">
      {NETWORKS.filter((network) => studio.social[network.key]).map((network) => (
        <li key={network.key}>
          <ExternalLink href={studio.social[network.key]} className="social-links__link" aria-label={`${studio.fullName} on ${network.label}`}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={network.path} fill="currentColor" fillRule="evenodd" />
            </svg>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
