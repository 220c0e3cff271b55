// The products the seeded CGI projects name, drawn like the studio objects (objects.ts): each
// stands on the floor line at (cx, floor), about `size` tall (a boat is long and low), lit from
// the upper left. One shape per product, so a picture shows what its caption says.
import { darken, lighten, mix } from "./color.ts";
import type { Drawn, Place } from "./drawn.ts";
import { linearGradient, radialGradient, sheen } from "./svg.ts";

const f = (n: number) => n.toFixed(1);

/** Top-to-bottom shading of a hull or a frame: lit top edge, body, dark underside. */
function sideGradient(id: string, color: string): string {
  return linearGradient(id, 90, [
    [0, lighten(color, 0.55)],
    [0.18, lighten(color, 0.15)],
    [0.55, color],
    [1, darken(color, 0.55)],
  ]);
}

/** Left-to-right glass: dark rim, bright streak, clear body, shaded far side. */
function glassGradient(id: string, tint: string): string {
  return linearGradient(id, 0, [
    [0, darken(tint, 0.35), 0.9],
    [0.1, lighten(tint, 0.7), 0.8],
    [0.2, tint, 0.22],
    [0.78, tint, 0.28],
    [1, darken(tint, 0.45), 0.9],
  ]);
}

/** A speedboat in side profile: a long white hull with a raked bow, a stripe, a windscreen and an outboard. */
export function boat({ id, cx, floor, size, color, accent }: Place): Drawn {
  const length = size * 2.1;
  const h = size * 0.3;
  const stern = cx - length / 2;
  const bow = cx + length / 2;
  const deck = floor - h;
  const hull = `M${f(stern)} ${f(deck)} L${f(bow - length * 0.1)} ${f(deck - h * 0.08)} Q${f(bow)} ${f(deck - h * 0.1)} ${f(bow)} ${f(deck + h * 0.05)} Q${f(bow - length * 0.12)} ${f(floor - h * 0.05)} ${f(cx + length * 0.05)} ${f(floor)} L${f(stern + length * 0.02)} ${f(floor - h * 0.12)} Z`;
  const stripe = `M${f(stern)} ${f(deck + h * 0.42)} L${f(bow - length * 0.06)} ${f(deck + h * 0.22)} L${f(bow - length * 0.08)} ${f(deck + h * 0.34)} L${f(stern)} ${f(deck + h * 0.56)} Z`;
  const screen = `M${f(cx - length * 0.02)} ${f(deck)} L${f(cx + length * 0.1)} ${f(deck - h * 0.75)} L${f(cx + length * 0.16)} ${f(deck - h * 0.75)} L${f(cx + length * 0.24)} ${f(deck - h * 0.04)} Z`;
  const white = lighten(mix(color, "#ffffff", 0.75), 0.1);
  return {
    defs:
      sideGradient(`${id}h`, white) +
      linearGradient(`${id}g`, 20, [
        [0, "#0c1016", 0.9],
        [0.55, lighten(accent, 0.3), 0.7],
        [1, "#0c1016", 0.9],
      ]) +
      sideGradient(`${id}m`, "#2a2d33"),
    body: [
      // The outboard motor behind the transom.
      `<rect x="${f(stern - size * 0.085)}" y="${f(deck)}" width="${f(size * 0.05)}" height="${f(h * 1.05)}" fill="#1c1e22"/>`,
      `<rect x="${f(stern - size * 0.16)}" y="${f(deck - h * 0.55)}" width="${f(size * 0.17)}" height="${f(h * 0.75)}" rx="${f(size * 0.05)}" fill="url(#${id}m)"/>`,
      // Seats and the console, just showing over the gunwale.
      `<rect x="${f(cx - length * 0.3)}" y="${f(deck - h * 0.42)}" width="${f(length * 0.22)}" height="${f(h * 0.45)}" rx="${f(h * 0.18)}" fill="${darken(color, 0.25)}"/>`,
      `<path d="${screen}" fill="url(#${id}g)"/>`,
      `<path d="${hull}" fill="url(#${id}h)"/>`,
      `<path d="${stripe}" fill="${color}"/>`,
      `<path d="M${f(stern)} ${f(deck + h * 0.02)} L${f(bow - length * 0.1)} ${f(deck - h * 0.06)}" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${f(h * 0.05)}" fill="none"/>`,
    ].join(""),
  };
}

/** A gold ring standing on its band, a cut gem in its setting at the top. */
export function ring({ id, cx, floor, size, color }: Place): Drawn {
  const r = size * 0.34;
  const band = size * 0.075;
  const cy = floor - r - band / 2;
  const gem = size * 0.2;
  const top = cy - r - band * 0.3;
  const crown = `M${f(cx - gem * 0.5)} ${f(top - gem * 0.35)} L${f(cx - gem * 0.3)} ${f(top - gem * 0.6)} L${f(cx + gem * 0.3)} ${f(top - gem * 0.6)} L${f(cx + gem * 0.5)} ${f(top - gem * 0.35)} Z`;
  const pavilion = `M${f(cx - gem * 0.5)} ${f(top - gem * 0.35)} L${f(cx + gem * 0.5)} ${f(top - gem * 0.35)} L${f(cx)} ${f(top + gem * 0.15)} Z`;
  return {
    defs:
      linearGradient(`${id}r`, 55, [
        [0, lighten(color, 0.7)],
        [0.35, color],
        [0.6, darken(color, 0.35)],
        [0.8, lighten(color, 0.4)],
        [1, darken(color, 0.5)],
      ]) +
      linearGradient(`${id}d`, 70, [
        [0, "#ffffff"],
        [0.4, "#cfe9ff"],
        [0.7, "#7fb4e6"],
        [1, "#f4fbff"],
      ]),
    body: [
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r)}" fill="none" stroke="url(#${id}r)" stroke-width="${f(band)}"/>`,
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r - band * 0.55)}" ry="${f(r - band * 0.55)}" fill="none" stroke="${darken(color, 0.55)}" stroke-opacity="0.5" stroke-width="${f(band * 0.12)}"/>`,
      // Prongs, then the stone: crown facets over a pavilion.
      `<path d="M${f(cx - gem * 0.42)} ${f(top + band * 0.2)} L${f(cx - gem * 0.5)} ${f(top - gem * 0.42)} M${f(cx + gem * 0.42)} ${f(top + band * 0.2)} L${f(cx + gem * 0.5)} ${f(top - gem * 0.42)}" stroke="url(#${id}r)" stroke-width="${f(band * 0.35)}" stroke-linecap="round"/>`,
      `<path d="${pavilion}" fill="url(#${id}d)"/><path d="${crown}" fill="url(#${id}d)"/>`,
      `<path d="M${f(cx - gem * 0.3)} ${f(top - gem * 0.6)} L${f(cx - gem * 0.12)} ${f(top - gem * 0.35)} L${f(cx)} ${f(top - gem * 0.6)} L${f(cx + gem * 0.12)} ${f(top - gem * 0.35)} L${f(cx + gem * 0.3)} ${f(top - gem * 0.6)} M${f(cx - gem * 0.12)} ${f(top - gem * 0.35)} L${f(cx)} ${f(top + gem * 0.15)} L${f(cx + gem * 0.12)} ${f(top - gem * 0.35)}" stroke="#5d86b3" stroke-opacity="0.55" stroke-width="${f(gem * 0.025)}" fill="none"/>`,
      `<circle cx="${f(cx - gem * 0.12)}" cy="${f(top - gem * 0.5)}" r="${f(gem * 0.06)}" fill="#ffffff"/>`,
    ].join(""),
  };
}

/** A perfume flacon: a heavy clear glass block with coloured liquid and a round gold cap. */
export function perfume({ id, cx, floor, size, color }: Place): Drawn {
  const w = size * 0.62;
  const h = size * 0.55;
  const top = floor - h;
  const neck = w * 0.22;
  const cap = size * 0.3;
  return {
    defs:
      glassGradient(`${id}g`, "#e9eef3") +
      linearGradient(`${id}l`, 90, [
        [0, lighten(color, 0.2)],
        [1, darken(color, 0.25)],
      ]) +
      sheen(`${id}c`, [
        [0, "#fff4c9"],
        [0.55, "#c9a24a"],
        [1, "#6d5420"],
      ]),
    body: [
      `<rect x="${f(cx - w / 2 + w * 0.09)}" y="${f(top + h * 0.3)}" width="${f(w * 0.82)}" height="${f(h * 0.6)}" rx="${f(w * 0.05)}" fill="url(#${id}l)"/>`,
      `<rect x="${f(cx - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.1)}" fill="url(#${id}g)"/>`,
      `<rect x="${f(cx - w / 2 + w * 0.07)}" y="${f(top + h * 0.06)}" width="${f(w * 0.06)}" height="${f(h * 0.8)}" rx="${f(w * 0.03)}" fill="#ffffff" opacity="0.7"/>`,
      `<rect x="${f(cx - neck / 2)}" y="${f(top - h * 0.12)}" width="${f(neck)}" height="${f(h * 0.14)}" fill="${darken("#c9a24a", 0.2)}"/>`,
      `<circle cx="${f(cx)}" cy="${f(top - h * 0.12 - cap * 0.45)}" r="${f(cap * 0.5)}" fill="url(#${id}c)"/>`,
    ].join(""),
  };
}

/** A whisky decanter: square shoulders, a short neck and a faceted stopper, amber inside. */
export function decanter({ id, cx, floor, size, color, accent }: Place): Drawn {
  const w = size * 0.5;
  const body = size * 0.62;
  const top = floor - body;
  const neck = w * 0.34;
  const x0 = cx - w / 2;
  return {
    defs:
      glassGradient(`${id}g`, "#f3efe6") +
      linearGradient(`${id}l`, 0, [
        [0, darken(color, 0.45)],
        [0.3, lighten(color, 0.25)],
        [0.6, color],
        [1, darken(color, 0.5)],
      ]),
    body: [
      `<rect x="${f(x0 + w * 0.06)}" y="${f(top + body * 0.22)}" width="${f(w * 0.88)}" height="${f(body * 0.74)}" rx="${f(w * 0.04)}" fill="url(#${id}l)"/>`,
      `<path d="M${f(x0)} ${f(floor - w * 0.04)} V${f(top + body * 0.08)} Q${f(x0)} ${f(top)} ${f(x0 + w * 0.14)} ${f(top - body * 0.02)} L${f(cx - neck / 2)} ${f(top - body * 0.08)} V${f(top - body * 0.2)} H${f(cx + neck / 2)} V${f(top - body * 0.08)} L${f(x0 + w * 0.86)} ${f(top - body * 0.02)} Q${f(x0 + w)} ${f(top)} ${f(x0 + w)} ${f(top + body * 0.08)} V${f(floor - w * 0.04)} Q${f(x0 + w)} ${f(floor)} ${f(x0 + w * 0.9)} ${f(floor)} H${f(x0 + w * 0.1)} Q${f(x0)} ${f(floor)} ${f(x0)} ${f(floor - w * 0.04)} Z" fill="url(#${id}g)"/>`,
      // The stopper: a cut-glass diamond on the neck.
      `<path d="M${f(cx - neck * 0.8)} ${f(top - body * 0.3)} L${f(cx)} ${f(top - body * 0.5)} L${f(cx + neck * 0.8)} ${f(top - body * 0.3)} L${f(cx)} ${f(top - body * 0.2)} Z" fill="url(#${id}g)" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${f(w * 0.01)}"/>`,
      // A small paper label with two rules.
      `<rect x="${f(cx - w * 0.24)}" y="${f(top + body * 0.45)}" width="${f(w * 0.48)}" height="${f(body * 0.22)}" fill="${lighten(accent, 0.8)}" opacity="0.95"/>`,
      `<rect x="${f(cx - w * 0.16)}" y="${f(top + body * 0.52)}" width="${f(w * 0.32)}" height="${f(body * 0.025)}" fill="${darken(color, 0.4)}"/>`,
      `<rect x="${f(cx - w * 0.1)}" y="${f(top + body * 0.58)}" width="${f(w * 0.2)}" height="${f(body * 0.015)}" fill="${darken(color, 0.4)}" opacity="0.7"/>`,
      `<rect x="${f(x0 + w * 0.08)}" y="${f(top + body * 0.05)}" width="${f(w * 0.05)}" height="${f(body * 0.85)}" rx="${f(w * 0.025)}" fill="#ffffff" opacity="0.6"/>`,
    ].join(""),
  };
}

/** A sci-fi wristband: a thick band seen from above its front, a large round dial with a glowing hourglass. */
export function wristband({ id, cx, floor, size, color, accent }: Place): Drawn {
  const rx = size * 0.46;
  const ry = size * 0.17;
  const band = size * 0.16;
  const cy = floor - band - ry;
  const dial = size * 0.23;
  const dy = cy + ry * 0.35;
  const glow = mix(accent, "#6dff7a", 0.7);
  return {
    defs:
      sideGradient(`${id}b`, darken(color, 0.35)) +
      radialGradient(
        `${id}d`,
        [
          [0, "#f4fff1"],
          [0.3, glow],
          [1, darken(glow, 0.6)],
        ],
        0.5,
        0.5,
        0.55,
        0.4,
        0.35,
      ) +
      sheen(`${id}z`, [
        [0, lighten(color, 0.6)],
        [0.6, "#8c929c"],
        [1, "#2c2f35"],
      ]),
    body: [
      // The band's far half, then its near half over it.
      `<path d="M${f(cx - rx)} ${f(cy)} A${f(rx)} ${f(ry)} 0 0 1 ${f(cx + rx)} ${f(cy)} v${f(band)} A${f(rx)} ${f(ry)} 0 0 0 ${f(cx - rx)} ${f(cy + band)} Z" fill="${darken(color, 0.6)}"/>`,
      `<path d="M${f(cx - rx)} ${f(cy)} A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(cy)} v${f(band)} A${f(rx)} ${f(ry)} 0 0 1 ${f(cx - rx)} ${f(cy + band)} Z" fill="url(#${id}b)"/>`,
      `<path d="M${f(cx - rx * 0.92)} ${f(cy + band * 0.55)} A${f(rx * 0.92)} ${f(ry)} 0 0 0 ${f(cx + rx * 0.92)} ${f(cy + band * 0.55)}" fill="none" stroke="${lighten(color, 0.3)}" stroke-width="${f(band * 0.08)}" stroke-dasharray="${f(size * 0.05)} ${f(size * 0.03)}"/>`,
      // The dial: a notched steel bezel, a green face, a dark hourglass.
      `<circle cx="${f(cx)}" cy="${f(dy)}" r="${f(dial * 1.18)}" fill="url(#${id}z)"/>`,
      `<circle cx="${f(cx)}" cy="${f(dy)}" r="${f(dial * 1.1)}" fill="none" stroke="#1d2025" stroke-width="${f(dial * 0.08)}" stroke-dasharray="${f(dial * 0.18)} ${f(dial * 0.5)}"/>`,
      `<circle cx="${f(cx)}" cy="${f(dy)}" r="${f(dial * 0.92)}" fill="url(#${id}d)"/>`,
      `<path d="M${f(cx - dial * 0.55)} ${f(dy - dial * 0.62)} L${f(cx)} ${f(dy)} L${f(cx - dial * 0.55)} ${f(dy + dial * 0.62)} Z M${f(cx + dial * 0.55)} ${f(dy - dial * 0.62)} L${f(cx)} ${f(dy)} L${f(cx + dial * 0.55)} ${f(dy + dial * 0.62)} Z" fill="#101510"/>`,
      `<ellipse cx="${f(cx - dial * 0.35)}" cy="${f(dy - dial * 0.55)}" rx="${f(dial * 0.3)}" ry="${f(dial * 0.12)}" fill="#ffffff" opacity="0.45" transform="rotate(-30 ${f(cx - dial * 0.35)} ${f(dy - dial * 0.55)})"/>`,
    ].join(""),
  };
}

/** A casement window: a white multi-chamber frame, a sash with a handle, sky reflected in the glass. */
export function windowFrame({ id, cx, floor, size, color }: Place): Drawn {
  const w = size * 0.72;
  const h = size;
  const x0 = cx - w / 2;
  const top = floor - h;
  const frame = w * 0.09;
  const sash = w * 0.06;
  const gx = x0 + frame + sash;
  const gy = top + frame + sash;
  const gw = w - 2 * (frame + sash);
  const gh = h - 2 * (frame + sash);
  return {
    defs:
      sideGradient(`${id}f`, "#f1f2f0") +
      linearGradient(`${id}g`, 100, [
        [0, lighten(color, 0.55)],
        [0.5, lighten(color, 0.2)],
        [1, darken(color, 0.35)],
      ]),
    body: [
      `<rect x="${f(x0)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" rx="${f(frame * 0.15)}" fill="url(#${id}f)"/>`,
      `<rect x="${f(x0 + frame)}" y="${f(top + frame)}" width="${f(w - 2 * frame)}" height="${f(h - 2 * frame)}" fill="#d9dbd8"/>`,
      `<rect x="${f(x0 + frame * 1.05)}" y="${f(top + frame * 1.05)}" width="${f(w - 2.1 * frame)}" height="${f(h - 2.1 * frame)}" fill="none" stroke="#ffffff" stroke-width="${f(sash * 0.9)}"/>`,
      `<rect x="${f(gx)}" y="${f(gy)}" width="${f(gw)}" height="${f(gh)}" fill="url(#${id}g)"/>`,
      // Reflections: two diagonal streaks across the glass.
      `<path d="M${f(gx)} ${f(gy + gh * 0.45)} L${f(gx + gw * 0.55)} ${f(gy)} L${f(gx + gw * 0.72)} ${f(gy)} L${f(gx)} ${f(gy + gh * 0.6)} Z" fill="#ffffff" opacity="0.35"/>`,
      `<path d="M${f(gx)} ${f(gy + gh * 0.72)} L${f(gx + gw * 0.85)} ${f(gy)} L${f(gx + gw * 0.9)} ${f(gy)} L${f(gx)} ${f(gy + gh * 0.77)} Z" fill="#ffffff" opacity="0.25"/>`,
      `<rect x="${f(x0 + w - frame - sash * 0.55)}" y="${f(top + h * 0.47)}" width="${f(sash * 0.5)}" height="${f(h * 0.16)}" rx="${f(sash * 0.2)}" fill="#9ea3a8"/>`,
      `<rect x="${f(x0 + w - frame - sash * 0.75)}" y="${f(top + h * 0.46)}" width="${f(sash * 0.9)}" height="${f(h * 0.04)}" rx="${f(sash * 0.2)}" fill="#c3c7cb"/>`,
    ].join(""),
  };
}

/** A uPVC corner profile, cut square: an L-shaped extrusion whose cut face shows its chambers. */
export function profile({ id, cx, floor, size }: Place): Drawn {
  const s = size * 0.62;
  const t = s * 0.36;
  const x0 = cx - s * 0.62;
  const y0 = floor - s * 1.05;
  const depth = { x: s * 0.55, y: -s * 0.32 };
  const outline = (dx: number, dy: number) => `M${f(x0 + dx)} ${f(y0 + dy)} h${f(t)} v${f(s - t)} h${f(s - t)} v${f(t)} h${f(-s)} Z`;
  // The extrusion: the cut face repeated backwards, darkening with depth.
  const steps = 14;
  const layers = Array.from({ length: steps }, (_, i) => {
    const k = 1 - i / steps;
    return `<path d="${outline(depth.x * k, depth.y * k)}" fill="${mix("#f4f4f1", "#8d918f", 0.15 + k * 0.5)}"/>`;
  }).join("");
  const wall = t * 0.12;
  const chambers = [
    [x0 + wall, y0 + wall, t - 2 * wall, (s - t) * 0.45],
    [x0 + wall, y0 + wall * 2 + (s - t) * 0.45, t - 2 * wall, (s - t) * 0.55 - wall * 2],
    [x0 + wall, y0 + s - t + wall, t * 0.55, t - 2 * wall],
    [x0 + t * 0.55 + wall * 2, y0 + s - t + wall, s * 0.32, t - 2 * wall],
    [x0 + t * 0.55 + s * 0.32 + wall * 3, y0 + s - t + wall, s - t * 0.55 - s * 0.32 - wall * 4, t - 2 * wall],
  ]
    .map(([x, y, w, h]) => `<rect x="${f(x!)}" y="${f(y!)}" width="${f(w!)}" height="${f(h!)}" rx="${f(wall * 0.4)}" fill="#c7cac7"/>`)
    .join("");
  return {
    defs: linearGradient(`${id}p`, 45, [
      [0, "#ffffff"],
      [1, "#e2e4e1"],
    ]),
    body: `${layers}<path d="${outline(0, 0)}" fill="url(#${id}p)" stroke="#b9bcb9" stroke-width="${f(wall * 0.3)}"/>${chambers}<rect x="${f(x0 + s * 0.7)}" y="${f(y0 + s - t * 0.12)}" width="${f(s * 0.25)}" height="${f(t * 0.08)}" fill="#3a3d40"/>`,
  };
}

/** A quadcopter drone hovering: a domed body, four arms, spinning rotors, a camera underneath. */
export function drone({ id, cx, floor, size, color }: Place): Drawn {
  const cy = floor - size * 0.55;
  const arm = size * 0.62;
  const rotor = size * 0.2;
  const tips = [-1, -0.45, 0.45, 1].map((k) => ({ x: cx + k * arm, y: cy - size * (Math.abs(k) > 0.5 ? 0.02 : 0.1) }));
  return {
    defs: sheen(
      `${id}d`,
      [
        [0, lighten(color, 0.7)],
        [0.5, color],
        [1, darken(color, 0.55)],
      ],
      0.25,
    ),
    body: [
      ...tips.map(
        (tip) =>
          `<path d="M${f(cx)} ${f(cy)} L${f(tip.x)} ${f(tip.y)}" stroke="${darken(color, 0.5)}" stroke-width="${f(size * 0.035)}" stroke-linecap="round"/>`,
      ),
      ...tips.map(
        (tip) =>
          `<rect x="${f(tip.x - size * 0.025)}" y="${f(tip.y - size * 0.06)}" width="${f(size * 0.05)}" height="${f(size * 0.07)}" fill="${darken(color, 0.6)}"/><ellipse cx="${f(tip.x)}" cy="${f(tip.y - size * 0.065)}" rx="${f(rotor)}" ry="${f(rotor * 0.12)}" fill="#ffffff" opacity="0.28"/>`,
      ),
      `<path d="M${f(cx - size * 0.24)} ${f(cy + size * 0.04)} Q${f(cx - size * 0.22)} ${f(cy - size * 0.16)} ${f(cx)} ${f(cy - size * 0.17)} Q${f(cx + size * 0.22)} ${f(cy - size * 0.16)} ${f(cx + size * 0.24)} ${f(cy + size * 0.04)} Z" fill="url(#${id}d)"/>`,
      `<circle cx="${f(cx)}" cy="${f(cy + size * 0.1)}" r="${f(size * 0.06)}" fill="#15171b"/><circle cx="${f(cx - size * 0.015)}" cy="${f(cy + size * 0.09)}" r="${f(size * 0.02)}" fill="#5d7dff"/>`,
    ].join(""),
  };
}
