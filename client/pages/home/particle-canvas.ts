// The drifting dots behind the about and skills sections, drawn on one canvas: a few dozen dots
// moving slowly in random directions, thin lines between dots near each other, brighter lines to
// the pointer while it is over the section. Loaded on its own (particles.tsx imports it when the
// section nears the viewport), and paused while the section is off screen or the tab hidden.

/** Dots per 1400 x 900 CSS pixels: the field keeps its density at any size. */
const DOTS_PER_AREA = 46;
const DENSITY_AREA = 1400 * 900;
const COLOURS = ["#d4ff3f", "#f4f1ea", "#f4f1ea"];
/** CSS pixels per frame at 60 frames a second. */
const SPEED = 0.35;
const LINK_DISTANCE = 150;
const LINK_RGB = "244, 241, 234";
const LINK_OPACITY = 0.07;
const POINTER_DISTANCE = 170;
const POINTER_OPACITY = 0.22;

type Dot = { x: number; y: number; dx: number; dy: number; radius: number; colour: string; opacity: number };

const between = (min: number, max: number) => min + Math.random() * (max - min);

function makeDot(width: number, height: number): Dot {
  const angle = Math.random() * Math.PI * 2;
  const speed = SPEED * between(0.3, 1);
  return {
    x: Math.random() * width,
    y: Math.random() * height,
    dx: Math.cos(angle) * speed,
    dy: Math.sin(angle) * speed,
    radius: between(0.8, 2.2),
    colour: COLOURS[Math.floor(Math.random() * COLOURS.length)]!,
    opacity: between(0.15, 0.55),
  };
}

/** Starts the field in `host` (a canvas is added to it); returns the function that stops it and removes the canvas. */
export function startParticleField(host: HTMLElement, pointerArea: HTMLElement): () => void {
  const canvas = document.createElement("canvas");
  host.append(canvas);
  const context = canvas.getContext("2d");
  if (!context) return () => canvas.remove();
  let width = 0;
  let height = 0;
  let dots: Dot[] = [];
  let pointer: { x: number; y: number } | null = null;
  let frame = 0;
  let visible = false;

  const resize = () => {
    const ratio = window.devicePixelRatio || 1;
    width = host.clientWidth;
    height = host.clientHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    const wanted = Math.max(8, Math.round((DOTS_PER_AREA * width * height) / DENSITY_AREA));
    dots = dots.slice(0, wanted);
    while (dots.length < wanted) dots.push(makeDot(width, height));
  };

  const line = (a: { x: number; y: number }, b: { x: number; y: number }, opacity: number) => {
    context.strokeStyle = `rgba(${LINK_RGB}, ${opacity})`;
    context.beginPath();
    context.moveTo(a.x, a.y);
    context.lineTo(b.x, b.y);
    context.stroke();
  };

  const draw = () => {
    context.clearRect(0, 0, width, height);
    context.lineWidth = 1;
    for (const dot of dots) {
      dot.x += dot.dx;
      dot.y += dot.dy;
      // A dot leaving one edge comes back at the opposite one.
      if (dot.x < -LINK_DISTANCE) dot.x = width + LINK_DISTANCE;
      else if (dot.x > width + LINK_DISTANCE) dot.x = -LINK_DISTANCE;
      if (dot.y < -LINK_DISTANCE) dot.y = height + LINK_DISTANCE;
      else if (dot.y > height + LINK_DISTANCE) dot.y = -LINK_DISTANCE;
    }
    for (let i = 0; i < dots.length; i++) {
      for (let j = i + 1; j < dots.length; j++) {
        const distance = Math.hypot(dots[i]!.x - dots[j]!.x, dots[i]!.y - dots[j]!.y);
        if (distance < LINK_DISTANCE) line(dots[i]!, dots[j]!, LINK_OPACITY * (1 - distance / LINK_DISTANCE));
      }
      if (pointer) {
        const distance = Math.hypot(dots[i]!.x - pointer.x, dots[i]!.y - pointer.y);
        if (distance < POINTER_DISTANCE) line(dots[i]!, pointer, POINTER_OPACITY * (1 - distance / POINTER_DISTANCE));
      }
    }
    for (const dot of dots) {
      context.globalAlpha = dot.opacity;
      context.fillStyle = dot.colour;
      context.beginPath();
      context.arc(dot.x, dot.y, dot.radius, 0, Math.PI * 2);
      context.fill();
    }
    context.globalAlpha = 1;
    frame = requestAnimationFrame(draw);
  };

  const run = () => {
    cancelAnimationFrame(frame);
    frame = visible && !document.hidden ? requestAnimationFrame(draw) : 0;
  };
  const seen = new IntersectionObserver(([entry]) => {
    visible = entry?.isIntersecting ?? false;
    run();
  });
  const sized = new ResizeObserver(resize);
  const move = (event: PointerEvent) => {
    const box = host.getBoundingClientRect();
    pointer = { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const leave = () => {
    pointer = null;
  };

  resize();
  seen.observe(host);
  sized.observe(host);
  document.addEventListener("visibilitychange", run);
  pointerArea.addEventListener("pointermove", move);
  pointerArea.addEventListener("pointerleave", leave);
  return () => {
    cancelAnimationFrame(frame);
    seen.disconnect();
    sized.disconnect();
    document.removeEventListener("visibilitychange", run);
    pointerArea.removeEventListener("pointermove", move);
    pointerArea.removeEventListener("pointerleave", leave);
    canvas.remove();
  };
}
