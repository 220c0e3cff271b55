// The subjects of the photo-manipulation stills, one per title, so each series shows what its
// name says (a winged rider for Valkyrie, a neon city for Cyber Soul, a fox for Copper Fox…)
// instead of one landscape recoloured. Each draws over the sky that art-scene.ts lays down,
// with its shared gradients (moon, halo, fog); the series' pages move the camera.
import { darken, lighten, mix } from "./color.ts";
import { f, figure, fogBand, fox, litFigure, moon, ridge, ridges, type Stage, wings } from "./scene-parts.ts";
import { circle, linearGradient, radialGradient, rect } from "./svg.ts";

/** `palette`: the scene palette the subject needs (a dying star is red), else the series' own. */
export type Motif = { stars: boolean; palette?: number; draw(stage: Stage): { defs: string; parts: string[] } };

const valkyrie: Motif = {
  stars: false,
  draw(stage) {
    const { width, height, unit, page, rng, palette } = stage;
    const horizon = height * 0.64;
    const left = page % 2 === 1;
    const cliffEdge = width * (left ? rng.range(0.55, 0.65) : rng.range(0.35, 0.45));
    const top = horizon - unit * rng.range(0.05, 0.1);
    const cliff = left
      ? `M0 ${f(height)} L0 ${f(top - unit * 0.02)} L${f(cliffEdge * 0.7)} ${f(top)} L${f(cliffEdge)} ${f(top + unit * 0.01)} L${f(cliffEdge + unit * 0.05)} ${f(height)} Z`
      : `M${f(width)} ${f(height)} L${f(width)} ${f(top - unit * 0.02)} L${f(cliffEdge + (width - cliffEdge) * 0.3)} ${f(top)} L${f(cliffEdge)} ${f(top + unit * 0.01)} L${f(cliffEdge - unit * 0.05)} ${f(height)} Z`;
    const fx = left ? cliffEdge - unit * 0.12 : cliffEdge + unit * 0.12;
    const fh = unit * (page === 4 ? 0.34 : 0.22);
    // Storm light: a break in the clouds behind the rider, and cloud banks across the sky.
    const clouds = Array.from(
      { length: 7 },
      (_, i) =>
        `<ellipse cx="${f(rng.range(0, width))}" cy="${f(height * (0.08 + i * 0.07))}" rx="${f(unit * rng.range(0.35, 0.7))}" ry="${f(unit * 0.035)}" fill="${darken(palette.bg, 0.3)}" opacity="0.75" filter="url(#soft)"/>`,
    );
    return {
      defs: "",
      parts: [
        circle(fx, top - fh * 0.9, unit * 0.45, "url(#halo)"),
        ...clouds,
        ...ridges(stage, horizon + unit * 0.05, 2),
        `<path d="${cliff}" fill="${darken(palette.bg, 0.7)}"/>`,
        `<g fill="${darken(palette.bg, 0.85)}">${wings(fx, top, fh, fh * 1.35)}</g>`,
        litFigure(fx, top, fh, fx - unit, palette, unit),
        // The spear, raised.
        `<path d="M${f(fx + fh * 0.12)} ${f(top - fh * 0.1)} L${f(fx + fh * 0.42)} ${f(top - fh * 1.45)}" stroke="${darken(palette.bg, 0.85)}" stroke-width="${f(unit * 0.006)}"/>`,
      ],
    };
  },
};

const cyberSoul: Motif = {
  stars: false,
  draw(stage) {
    const { width, height, unit, page, rng, palette } = stage;
    const street = height * 0.8;
    const neon = palette.accent2;
    const towers: string[] = [];
    const windows: string[] = [];
    for (let layer = 0; layer < 2; layer++) {
      let x = -unit * 0.05;
      while (x < width) {
        const w = unit * rng.range(0.07, 0.16);
        const h = height * rng.range(0.25, 0.6) * (layer === 0 ? 1.1 : 0.8);
        const tone = layer === 0 ? mix(palette.bg, palette.bg2, 0.5) : darken(palette.bg, 0.6);
        towers.push(rect(x, street - h, w, h + unit, tone));
        if (layer === 1)
          for (let i = 0; i < 14; i++)
            if (rng.chance(0.45))
              windows.push(
                rect(
                  x + w * rng.range(0.1, 0.8),
                  street - h * rng.range(0.05, 0.95),
                  w * 0.12,
                  unit * 0.008,
                  rng.chance(0.3) ? neon : palette.accent,
                  `opacity="${rng.range(0.5, 1).toFixed(2)}"`,
                ),
              );
        x += w + unit * rng.range(0.005, 0.03);
      }
    }
    const ring = { x: width * rng.range(0.35, 0.65), y: height * 0.26, r: unit * 0.17 };
    const fx = width * (page % 2 === 1 ? 0.5 : rng.range(0.3, 0.7));
    const fh = unit * (page === 3 ? 0.34 : 0.2);
    return {
      defs: linearGradient("street", 90, [
        [0, darken(palette.bg, 0.4)],
        [1, "#000000"],
      ]),
      parts: [
        circle(ring.x, ring.y, ring.r * 3, "url(#halo)"),
        `<circle cx="${f(ring.x)}" cy="${f(ring.y)}" r="${f(ring.r)}" fill="none" stroke="${lighten(neon, 0.3)}" stroke-width="${f(unit * 0.012)}" filter="url(#rim)"/>`,
        ...towers,
        ...windows,
        fogBand(width, street - unit * 0.2, unit * 0.2),
        rect(0, street, width, height - street, "url(#street)"),
        // Neon reflected in the wet street.
        ...Array.from({ length: 9 }, () =>
          rect(
            rng.range(0, width),
            street + rng.range(0.01, 0.15) * height,
            unit * rng.range(0.04, 0.15),
            unit * 0.004,
            neon,
            `opacity="${rng.range(0.2, 0.6).toFixed(2)}"`,
          ),
        ),
        litFigure(fx, street + (height - street) * 0.55, fh, ring.x, palette, unit),
        // Half machine: a line of light down the figure's side.
        `<path d="M${f(fx + fh * 0.06)} ${f(street + (height - street) * 0.55 - fh * 0.8)} L${f(fx + fh * 0.2)} ${f(street + (height - street) * 0.55)}" stroke="${neon}" stroke-width="${f(unit * 0.004)}" filter="url(#rim)"/>`,
      ],
    };
  },
};

const shadows: Motif = {
  stars: true,
  palette: 2,
  draw(stage) {
    const { width, height, unit, page, rng, palette } = stage;
    const ground = height * 0.68;
    const lampX = width * (page % 2 === 1 ? 0.3 : 0.7);
    const lampTop = height * 0.3;
    const side = lampX < width / 2 ? 1 : -1;
    const fx = lampX + side * unit * rng.range(0.12, 0.2);
    const fy = ground + (height - ground) * 0.35;
    const fh = unit * (page === 2 ? 0.3 : 0.2);
    const arm = lampX + side * unit * 0.08;
    const glow = lighten(palette.accent, 0.4);
    return {
      defs:
        linearGradient("ground", 90, [
          [0, darken(palette.bg2, 0.3)],
          [1, darken(palette.bg, 0.7)],
        ]) +
        radialGradient("pool", [
          [0, glow, 0.5],
          [1, glow, 0],
        ]) +
        linearGradient("cone", 90, [
          [0, glow, 0.45],
          [1, glow, 0],
        ]),
      parts: [
        fogBand(width, ground - unit * 0.1, unit * 0.14),
        rect(0, ground, width, height - ground, "url(#ground)"),
        `<ellipse cx="${f(arm)}" cy="${f(fy)}" rx="${f(unit * 0.35)}" ry="${f(unit * 0.08)}" fill="url(#pool)"/>`,
        `<path d="M${f(arm - unit * 0.02)} ${f(lampTop + unit * 0.03)} L${f(arm - unit * 0.25)} ${f(fy)} L${f(arm + unit * 0.25)} ${f(fy)} L${f(arm + unit * 0.02)} ${f(lampTop + unit * 0.03)} Z" fill="url(#cone)"/>`,
        rect(lampX - unit * 0.006, lampTop, unit * 0.012, fy - lampTop, darken(palette.bg, 0.85)),
        `<path d="M${f(lampX)} ${f(lampTop)} Q${f(lampX + side * unit * 0.05)} ${f(lampTop - unit * 0.04)} ${f(arm)} ${f(lampTop + unit * 0.01)}" stroke="${darken(palette.bg, 0.85)}" stroke-width="${f(unit * 0.01)}" fill="none"/>`,
        circle(arm, lampTop + unit * 0.025, unit * 0.018, lighten(glow, 0.6)),
        // The long shadow the lamp throws away from the figure, and a second one that should not be there.
        `<g fill="#000000" opacity="0.65" transform="translate(${f(fx)} ${f(fy)}) skewX(${side * 55}) scale(1 -0.45) translate(${f(-fx)} ${f(-fy)})">${figure(fx, fy, fh)}</g>`,
        `<g fill="${darken(palette.bg, 0.9)}" opacity="0.5" transform="translate(${f(fx + side * fh * 1.4)} 0)">${figure(fx, fy, fh * 1.1)}</g>`,
        litFigure(fx, fy, fh, arm, palette, unit),
      ],
    };
  },
};

const lastEcho: Motif = {
  stars: true,
  palette: 1,
  draw(stage) {
    const { width, height, unit, page, rng, palette } = stage;
    const horizon = height * (0.58 + (page % 2) * 0.06);
    const star = { x: width * rng.range(0.35, 0.65), r: unit * (0.3 + page * 0.03) };
    const hot = palette.accent;
    const dunes = (base: number, tone: string) => {
      let d = `M0 ${f(height)} L0 ${f(base)}`;
      for (let i = 1; i <= 4; i++)
        d += ` Q${f((width * (i - 0.5)) / 4)} ${f(base - unit * rng.range(0.02, 0.06))} ${f((width * i) / 4)} ${f(base + unit * rng.range(-0.01, 0.02))}`;
      return `<path d="${d} L${f(width)} ${f(height)} Z" fill="${tone}"/>`;
    };
    return {
      defs: radialGradient("dying", [
        [0, lighten(hot, 0.7)],
        [0.55, hot],
        [0.85, darken(hot, 0.3)],
        [1, darken(hot, 0.6)],
      ]),
      parts: [
        circle(star.x, horizon, star.r * 2.4, "url(#halo)"),
        // The shock shells of the star's last pulse.
        ...[1.25, 1.5, 1.85].map(
          (k, i) =>
            `<circle cx="${f(star.x)}" cy="${f(horizon)}" r="${f(star.r * k)}" fill="none" stroke="${lighten(hot, 0.3)}" stroke-width="${f(unit * (0.006 - i * 0.0015))}" opacity="${(0.6 - i * 0.15).toFixed(2)}"/>`,
        ),
        circle(star.x, horizon, star.r, "url(#dying)"),
        dunes(horizon, darken(palette.bg2, 0.5)),
        dunes(horizon + (height - horizon) * 0.3, darken(palette.bg, 0.6)),
        dunes(horizon + (height - horizon) * 0.6, darken(palette.bg, 0.85)),
        litFigure(star.x + unit * (page % 2 ? -0.22 : 0.2), horizon + (height - horizon) * 0.62, unit * 0.1, star.x, palette, unit),
      ],
    };
  },
};

const oceanWhisper: Motif = {
  stars: true,
  draw(stage) {
    const { width, height, unit, page, rng, palette } = stage;
    const horizon = height * 0.6;
    const m = { x: width * rng.range(0.35, 0.65), y: height * rng.range(0.2, 0.3), r: unit * rng.range(0.08, 0.13) };
    const parts = [...moon(m.x, m.y, m.r), rect(0, horizon, width, height - horizon, darken(palette.bg, 0.3))];
    // The moon's path on the water: broken horizontal glints under the moon.
    for (let i = 0; i < 26; i++) {
      const y = horizon + (height - horizon) * (i / 26) ** 1.4;
      const spread = m.r * (0.6 + i * 0.12);
      parts.push(
        rect(
          m.x - spread * rng.range(0.3, 1),
          y,
          spread * rng.range(0.6, 1.8),
          unit * 0.004 + i * 0.25,
          lighten(palette.accent2, 0.5),
          `opacity="${(0.7 - i * 0.02).toFixed(2)}"`,
        ),
      );
    }
    const rockLeft = page % 2 === 1;
    const rockW = width * 0.35;
    parts.push(
      `<path d="${ridge(rng, rockW, height, horizon + unit * 0.12, unit * 0.05, rockLeft ? 0 : width - rockW)}" fill="${darken(palette.bg, 0.75)}"/>`,
    );
    parts.push(fogBand(width, horizon - unit * 0.08, unit * 0.16));
    if (page !== 3) parts.push(litFigure(rockLeft ? rockW * 0.45 : width - rockW * 0.45, horizon + unit * 0.09, unit * 0.16, m.x, palette, unit));
    return { defs: "", parts };
  },
};

const guardians: Motif = {
  stars: true,
  draw(stage) {
    const { width, height, unit, page, palette } = stage;
    const ground = height * 0.78;
    const gap = unit * (page === 2 ? 0.2 : 0.3);
    const statue = height * (page === 2 ? 0.7 : 0.55);
    const stone = mix(palette.bg2, "#8a8a86", 0.35);
    const gate = { x: width / 2, w: gap * 0.8, h: statue * 0.45 };
    return {
      defs:
        radialGradient("gateglow", [
          [0, lighten(palette.accent, 0.8)],
          [0.5, palette.accent, 0.8],
          [1, palette.accent, 0],
        ]) +
        linearGradient("stoneL", 0, [
          [0, darken(stone, 0.6)],
          [0.7, stone],
          [1, lighten(mix(stone, palette.accent, 0.4), 0.2)],
        ]) +
        linearGradient("stoneR", 0, [
          [0, lighten(mix(stone, palette.accent, 0.4), 0.2)],
          [0.3, stone],
          [1, darken(stone, 0.6)],
        ]),
      parts: [
        ...ridges(stage, height * 0.66, 2),
        circle(gate.x, ground - gate.h * 0.5, gate.h * 1.2, "url(#gateglow)"),
        `<path d="M${f(gate.x - gate.w / 2)} ${f(ground)} V${f(ground - gate.h * 0.7)} A${f(gate.w / 2)} ${f(gate.w / 2)} 0 0 1 ${f(gate.x + gate.w / 2)} ${f(ground - gate.h * 0.7)} V${f(ground)} Z" fill="${lighten(palette.accent, 0.6)}"/>`,
        // Stone lit by the gate: bright on the side facing it, dark away from it.
        `<g fill="url(#stoneL)">${figure(gate.x - gap, ground, statue)}</g><g fill="url(#stoneR)">${figure(gate.x + gap, ground, statue)}</g>`,
        rect(0, ground, width, height - ground, darken(palette.bg, 0.8)),
        `<g fill="${darken(palette.bg, 0.9)}">${figure(gate.x, ground + (height - ground) * 0.3, unit * 0.08)}</g>`,
      ],
    };
  },
};

const afterglow: Motif = {
  stars: false,
  draw(stage) {
    const { width, height, unit, rng, palette } = stage;
    const horizon = height * rng.range(0.56, 0.62);
    const sun = { x: width * rng.range(0.3, 0.7), r: unit * 0.1 };
    const birds = Array.from({ length: 5 }, () => {
      const x = rng.range(width * 0.2, width * 0.8);
      const y = rng.range(height * 0.2, height * 0.4);
      const s = unit * rng.range(0.012, 0.022);
      return `<path d="M${f(x - s)} ${f(y - s * 0.4)} Q${f(x - s * 0.4)} ${f(y - s * 0.6)} ${f(x)} ${f(y)} Q${f(x + s * 0.4)} ${f(y - s * 0.6)} ${f(x + s)} ${f(y - s * 0.4)}" stroke="${darken(palette.bg, 0.8)}" stroke-width="${f(s * 0.18)}" fill="none"/>`;
    });
    return {
      defs: "",
      parts: [
        circle(sun.x, horizon, sun.r * 6, "url(#halo)"),
        circle(sun.x, horizon, sun.r, lighten(palette.accent, 0.5)),
        ...birds,
        ...ridges(stage, horizon),
      ],
    };
  },
};

const drift: Motif = {
  stars: true,
  palette: 3,
  draw(stage) {
    const { width, height, unit, page, rng, palette } = stage;
    const island = (cx: number, cy: number, w: number, tone: string) => {
      let rock = `M${f(cx - w / 2)} ${f(cy)}`;
      for (let i = 1; i < 6; i++) rock += ` L${f(cx - w / 2 + (w * i) / 6)} ${f(cy + w * rng.range(0.25, 0.55) * Math.sin((Math.PI * i) / 6))}`;
      rock += ` L${f(cx + w / 2)} ${f(cy)} Z`;
      return `<path d="${rock}" fill="${darken(tone, 0.3)}"/><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w / 2)}" ry="${f(w * 0.06)}" fill="${tone}"/>`;
    };
    const main = { x: width * (page % 2 ? 0.45 : 0.55), y: height * 0.55, w: unit * 0.5 };
    return {
      defs: "",
      parts: [
        ...moon(width * 0.72, height * 0.2, unit * 0.07),
        fogBand(width, height * 0.72, unit * 0.3),
        island(width * 0.18, height * 0.36, unit * 0.16, mix(palette.bg2, palette.accent, 0.2)),
        island(width * 0.82, height * 0.44, unit * 0.22, mix(palette.bg2, palette.accent, 0.3)),
        island(main.x, main.y, main.w, mix(palette.bg2, palette.accent, 0.45)),
        litFigure(main.x + unit * 0.06, main.y, unit * 0.1, width * 0.72, palette, unit),
        fogBand(width, height * 0.85, unit * 0.25),
      ],
    };
  },
};

const copperFox: Motif = {
  stars: true,
  draw(stage) {
    const { width, height, unit, rng, palette } = stage;
    const horizon = height * 0.6;
    const m = { x: width * rng.range(0.4, 0.6), y: height * 0.3, r: unit * 0.14 };
    const rockTop = horizon + unit * 0.06;
    const fx = m.x - unit * 0.05;
    const fh = unit * 0.26;
    return {
      defs: "",
      parts: [
        ...moon(m.x, m.y, m.r),
        ...ridges(stage, horizon, 3),
        `<path d="M${f(fx - unit * 0.35)} ${f(height)} L${f(fx - unit * 0.2)} ${f(rockTop + unit * 0.01)} L${f(fx + unit * 0.25)} ${f(rockTop)} L${f(fx + unit * 0.4)} ${f(height)} Z" fill="${darken(palette.bg, 0.8)}"/>`,
        `<g fill="${lighten(palette.accent, 0.25)}" filter="url(#rim)" transform="translate(0 ${f(-unit * 0.004)})">${fox(fx, rockTop, fh)}</g>`,
        `<g fill="${darken(palette.accent2, 0.55)}">${fox(fx, rockTop, fh)}</g>`,
      ],
    };
  },
};

const MOTIFS: [RegExp, Motif][] = [
  [/valkyrie/, valkyrie],
  [/cyber/, cyberSoul],
  [/shadow/, shadows],
  [/echo/, lastEcho],
  [/ocean|tide|sea/, oceanWhisper],
  [/guardian/, guardians],
  [/afterglow|dusk/, afterglow],
  [/drift/, drift],
  [/fox/, copperFox],
];

/** The subject a title names; a title the list does not know gets the fog-and-ridges landscape. */
export function motifFor(title: string): Motif {
  const name = title.toLowerCase();
  return (
    MOTIFS.find(([pattern]) => pattern.test(name))?.[1] ?? {
      stars: true,
      draw: (stage) => ({
        defs: "",
        parts: [...moon(stage.width * 0.5, stage.height * 0.25, stage.unit * 0.12), ...ridges(stage, stage.height * 0.58)],
      }),
    }
  );
}
