// The three loops the site plays. Colours follow the site's tokens: near-black #07070a with
// the lime accent, violet and cyan lights kept dim enough for white text on top.
import type { Light, Streak, VideoDesign } from "./video.ts";

const HERO_LIGHTS: Light[] = [
  { color: "#5b3cff", size: 0.9, opacity: 0.8, cx: 0.3, cy: 0.6, ax: 0.18, ay: 0.15, fx: 1, fy: 1, phase: 0 },
  { color: "#d4ff3f", size: 0.6, opacity: 0.42, cx: 0.7, cy: 0.4, ax: 0.15, ay: 0.2, fx: 1, fy: 2, phase: 1.3 },
  { color: "#2ec5ff", size: 0.7, opacity: 0.55, cx: 0.55, cy: 0.75, ax: 0.25, ay: 0.1, fx: 2, fy: 1, phase: 2.1 },
];

const HERO_STREAKS: Streak[] = [
  { y: 0.32, length: 0.5, thickness: 0.004, opacity: 0.35, laps: 1, offset: 0, color: "#ffffff" },
  { y: 0.68, length: 0.35, thickness: 0.003, opacity: 0.25, laps: 2, offset: 0.4, color: "#d4ff3f" },
];

export const HERO: VideoDesign = { width: 1280, height: 720, background: "0x07070a", lights: HERO_LIGHTS, streaks: HERO_STREAKS, crf: 26 };

/** Portrait: the same lights with their paths turned to the tall frame. */
export const HERO_MOBILE: VideoDesign = {
  width: 720,
  height: 1280,
  background: "0x07070a",
  lights: HERO_LIGHTS.map((light) => ({ ...light, cx: light.cy, cy: light.cx, ax: light.ay, ay: light.ax })),
  streaks: HERO_STREAKS.map((streak) => ({ ...streak, length: streak.length * 1.6 })),
  crf: 27,
};

export const CASE_STUDY: VideoDesign = {
  width: 1280,
  height: 720,
  background: "0x060608",
  lights: [
    { color: "#ff7a3d", size: 0.75, opacity: 0.7, cx: 0.62, cy: 0.55, ax: 0.12, ay: 0.12, fx: 1, fy: 1, phase: 0.5 },
    { color: "#ff3c6e", size: 0.55, opacity: 0.5, cx: 0.35, cy: 0.35, ax: 0.2, ay: 0.1, fx: 1, fy: 1, phase: 2.4 },
    { color: "#ffd166", size: 0.35, opacity: 0.5, cx: 0.5, cy: 0.5, ax: 0.3, ay: 0.18, fx: 1, fy: 2, phase: 4 },
  ],
  streaks: [
    { y: 0.5, length: 0.6, thickness: 0.005, opacity: 0.3, laps: 1, offset: 0.2, color: "#ffe2c4" },
    { y: 0.2, length: 0.3, thickness: 0.003, opacity: 0.2, laps: 2, offset: 0.7, color: "#ffffff" },
    { y: 0.82, length: 0.4, thickness: 0.003, opacity: 0.2, laps: 1, offset: 0.55, color: "#ff7a3d" },
  ],
  crf: 26,
};
