// A reviewer's portrait, or the default avatar when there is none or it fails to load. An image
// that failed before hydration fired its error event too early for React, so the effect checks.
import { useEffect, useRef, useState } from "react";

const DEFAULT_AVATAR = "/images/avatars/default.svg";

export function Avatar({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = img.current;
    if (element?.complete && element.naturalWidth === 0 && src) setFailed(true);
  }, [src]);
  return (
    <img
      ref={img}
      className="avatar"
      src={!src || failed ? DEFAULT_AVATAR : src}
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      alt={`Portrait of ${name}`}
      onError={() => setFailed(true)}
    />
  );
}
