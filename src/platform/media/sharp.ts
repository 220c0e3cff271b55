// sharp (libvips) adds some 30 MB to a process the moment it is imported. Only an upload, and
// the seed of a fresh database, draw images: a server that only answers visitors never loads it.
import type sharpModule from "sharp";

type Sharp = typeof sharpModule;
let loading: Promise<Sharp> | undefined;

/** sharp, imported on first use. */
export const loadSharp = (): Promise<Sharp> => (loading ??= import("sharp").then((module) => module.default));
