// The studio's monogram: the initials of its name in a ring, with the accent's dot after them
// (the sample's "V."), drawn inline so it takes the text colour. The server draws the browser's
// icons from the same drawing (src/features/studio/mark-icons.tsx), in fixed colours.
import { initialsOf } from "../contract/initials.ts";

/** The icons' colours: an image file has no page around it to inherit from. */
export type MonogramColours = { ink: string; accent: string };

/** The display face first (client/styles/fonts.css); the others are what an icon is drawn with on a server. */
const FACES = "Space Grotesk, DejaVu Sans, Arial, sans-serif";

export function Monogram({ name, size = 40, title, colours }: { name: string; size?: number; title?: string; colours?: MonogramColours }) {
  const initials = initialsOf(name);
  const ink = colours?.ink ?? "currentColor";
  // Two letters are set smaller to stay inside the ring.
  const fontSize = initials.length > 1 ? 16 : 22;
  return (
    <svg
      className="monogram"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      xmlns="http://www.w3.org/2000/svg"
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <circle cx="24" cy="24" r="22.5" fill="none" stroke={ink} strokeWidth="1.5" />
      <text x="23" y={24 + fontSize * 0.36} textAnchor="middle" fontFamily={FACES} fontWeight="700" fontSize={fontSize} fill={ink}>
        {initials}
      </text>
      <circle cx={initials.length > 1 ? 37 : 33} cy="31.5" r="2.5" fill={colours?.accent ?? "var(--accent)"} />
    </svg>
  );
}
