// An image's focal point, set where the image is: a click or tap on the picture puts it there,
// and the two sliders (Across, Down) move it from the keyboard. Beside it, the crops the site makes
// of the image (a tall tile, a square, a wide cover) show what each keeps. It saves at once
// (PUT /api/admin/focus), saying so beside the sliders rather than in a toast for every move: one
// image has one focal point wherever it is shown.
import { useEffect, useState, type PointerEvent } from "react";
import { call, reportError } from "../../api.ts";
import { FOCUS } from "../../contract/endpoints/pages.ts";
import { CENTRE, focusKey, objectPosition, type Focus } from "../../contract/focus-point.ts";

const CROPS = [
  { label: "Tall tile", ratio: "4 / 5" },
  { label: "Square", ratio: "1 / 1" },
  { label: "Wide cover", ratio: "16 / 9" },
] as const;

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));

/** Its disclosure ("Focal point"), and the picker once opened; nothing for an image that is never cropped. */
export function FocusControl({ src, label }: { src: string | null | undefined; label: string }) {
  const [open, setOpen] = useState(false);
  if (!src || !focusKey(src)) return null;
  return (
    <div className="focus-control">
      <button type="button" className="admin-action" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        {open ? "Hide focal point" : "Focal point"}
      </button>
      {open ? <FocusPicker src={src} label={label} /> : null}
    </div>
  );
}

function FocusPicker({ src, label }: { src: string; label: string }) {
  const [focus, setFocus] = useState<Focus | null>(null);
  const [state, setState] = useState<"idle" | "saving" | "saved">("idle");

  useEffect(() => {
    let live = true;
    call(FOCUS.get, { query: { src } })
      .then((answer) => live && setFocus(answer.focus))
      .catch((error) => reportError(error, "Could not load the focal point"));
    return () => {
      live = false;
    };
  }, [src]);

  const save = async (next: Focus) => {
    setFocus(next);
    setState("saving");
    try {
      await call(FOCUS.set, { body: { src, ...next } });
      setState("saved");
    } catch (error) {
      setState("idle");
      reportError(error, "Could not save the focal point");
    }
  };

  const place = (event: PointerEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    void save({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };

  const shown = focus ?? CENTRE;
  const position = objectPosition(shown);
  const percent = (value: number) => Math.round(value * 100);
  return (
    <fieldset className="focus-picker">
      <legend className="focus-picker__title">Focal point of {label}: click or tap the subject. Every crop keeps it in view.</legend>
      <button
        type="button"
        className="focus-picker__image"
        onPointerUp={place}
        aria-label={`Set the focal point of ${label} where you click`}
        disabled={!focus}
      >
        <img src={src} alt="" draggable={false} />
        <span className="focus-picker__mark" style={{ left: `${shown.x * 100}%`, top: `${shown.y * 100}%` }} aria-hidden="true" />
      </button>
      <div className="focus-picker__sliders">
        {(["x", "y"] as const).map((axis) => (
          <label key={axis} className="focus-picker__slider">
            {axis === "x" ? "Across" : "Down"}
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={percent(shown[axis])}
              disabled={!focus}
              aria-valuetext={`${percent(shown[axis])}%`}
              onChange={(event) => setFocus({ ...shown, [axis]: Number(event.target.value) / 100 })}
              onPointerUp={() => void save(shown)}
              onKeyUp={(event) => (event.key.startsWith("Arrow") || event.key === "Home" || event.key === "End" ? void save(shown) : undefined)}
            />
          </label>
        ))}
        <span className="focus-picker__state" aria-live="polite">
          {state === "saving" ? "Saving..." : state === "saved" ? "Saved" : ""}
        </span>
      </div>
      <ul className="focus-picker__crops" aria-label="How the site crops it">
        {CROPS.map((crop) => (
          <li key={crop.label}>
            <img src={src} alt="" style={{ aspectRatio: crop.ratio, objectPosition: position }} />
            <span>{crop.label}</span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
