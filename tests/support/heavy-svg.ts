// SVGs that cost the renderer far more than their size suggests: a filter that turns each
// rectangle into seconds of work. `filtered` elements share one three-primitive filter.
export function filteredRectsSvg(filtered: number): Buffer {
  const rects = Array.from({ length: filtered }, (_, i) => `<rect x="${i}" y="${i}" width="100" height="100" filter="url(#f)"/>`).join("");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><filter id="f" x="-50%" y="-50%" width="200%" height="200%">` +
      `<feTurbulence baseFrequency="0.9" numOctaves="10"/><feGaussianBlur stdDeviation="20"/><feMorphology radius="30" operator="dilate"/></filter>${rects}</svg>`,
  );
}
