// The floating chat button: always at hand, it opens the studio's message form in a new tab.
// It steps aside where it would cover something: while the footer is on screen (the footer has
// its own 'Send a message' button, and the credit sits in the button's corner), and on phones
// while the visitor scrolls down to read (it returns as soon as they scroll up).
import { useEffect, useState } from "react";
import { useStudio } from "../studio.ts";
import { FormLink } from "./form-link.tsx";

/** Below this width the button would sit over the text column, so it hides while reading. */
const CHAT_HIDE_ON_SCROLL_MAX_WIDTH = 700;

export function ChatButton() {
  const hidden = useStepAside();
  const studio = useStudio();
  return (
    <FormLink href={studio.forms.message} className="chat-button" data-hidden={hidden} aria-label="Send us a message">
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
      <span className="chat-button__label" aria-hidden="true">
        Let's talk
      </span>
    </FormLink>
  );
}

/** True while the footer is in view, or (narrow screens) while the page scrolls down. */
function useStepAside(): boolean {
  const [footerInView, setFooterInView] = useState(false);
  const [scrollingDown, setScrollingDown] = useState(false);

  useEffect(() => {
    const footer = document.querySelector("footer");
    if (!footer) return;
    const observer = new IntersectionObserver(([entry]) => setFooterInView(!!entry?.isIntersecting));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const narrow = window.matchMedia(`(max-width: ${CHAT_HIDE_ON_SCROLL_MAX_WIDTH - 0.02}px)`);
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      // A few pixels of jitter (momentum, address bar) are not a change of direction.
      if (Math.abs(y - last) < 8) return;
      setScrollingDown(narrow.matches && y > last);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return footerInView || scrollingDown;
}
