// The floating chat button: always at hand, it opens the studio's message form in a new tab.
import { studio } from "../content/studio.ts";
import { ExternalLink } from "./external-link.tsx";

export function ChatButton() {
  return (
    <ExternalLink href={studio.forms.message} className="chat-button" aria-label="Send us a message">
      <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <circle cx="8.5" cy="9.5" r="1.1" fill="currentColor" />
        <circle cx="12" cy="9.5" r="1.1" fill="currentColor" />
        <circle cx="15.5" cy="9.5" r="1.1" fill="currentColor" />
      </svg>
      <span className="chat-button__label" aria-hidden="true">Let's talk</span>
    </ExternalLink>
  );
}
