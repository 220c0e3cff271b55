import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import { hasUnsafeSvgFeatures, sniffImage } from "./sniff.ts";

const base = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#d4ff3f" } });

describe("sniffImage", () => {
  test("recognises each accepted format from its bytes", async () => {
    expect(sniffImage(await base().png().toBuffer())).toBe("png");
    expect(sniffImage(await base().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImage(await base().webp().toBuffer())).toBe("webp");
    expect(sniffImage(await base().gif().toBuffer())).toBe("gif");
    expect(sniffImage(await base().avif().toBuffer())).toBe("avif");
    expect(sniffImage(Buffer.from('<?xml version="1.0"?>\n<!-- art --><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("svg");
    expect(sniffImage(Buffer.from('\uFEFF  <svg viewBox="0 0 1 1"></svg>'))).toBe("svg");
  });

  test("refuses text, HTML, PDF, HEIC-style boxes and truncated headers", () => {
    expect(sniffImage(Buffer.from("just some text that is not an image"))).toBeNull();
    expect(sniffImage(Buffer.from("<html><body><svg></svg></body></html>"))).toBeNull();
    expect(sniffImage(Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj"))).toBeNull();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic")]);
    expect(sniffImage(heic)).toBeNull();
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
  });
});

describe("hasUnsafeSvgFeatures", () => {
  test("flags entities and references to other files, allows internal and data references", () => {
    expect(hasUnsafeSvgFeatures('<!DOCTYPE svg [<!ENTITY x "y">]><svg/>')).toBe(true);
    expect(hasUnsafeSvgFeatures('<svg><image href="file:///etc/passwd"/></svg>')).toBe(true);
    expect(hasUnsafeSvgFeatures('<svg><image xlink:href="https://evil.example/a.png"/></svg>')).toBe(true);
    expect(hasUnsafeSvgFeatures('<svg><use href="#shape"/><image href="data:image/png;base64,AAAA"/></svg>')).toBe(false);
  });
});
