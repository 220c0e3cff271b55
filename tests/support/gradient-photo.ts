// A photo-sized JPEG that weighs little: a smooth gradient (no noise to encode), optionally
// carrying a camera's GPS position in its EXIF, as a phone's photo does.
import sharp from "sharp";

async function gradientJpeg(width: number, height: number, { gps = false } = {}): Promise<Uint8Array<ArrayBuffer>> {
  // A 4x4 grid of colours, stretched smoothly to the size asked for.
  const corners = Buffer.from([20, 40, 90, 200, 120, 40, 30, 160, 200, 240, 220, 120].flatMap((v, i) => [v, (v * 3 + i * 40) % 256, 255 - v, v]));
  const image = sharp(corners, { raw: { width: 4, height: 4, channels: 3 } })
    .resize(width, height, { kernel: "linear", fit: "fill" })
    .jpeg({ quality: 80 });
  const tagged = gps
    ? image.withExif({
        IFD0: { Make: "Test Camera" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2952/100", GPSLongitudeRef: "E", GPSLongitude: "2/1 17/1 4020/100" },
      })
    : image;
  return Uint8Array.from(await tagged.toBuffer());
}

export const jpegFile = async (name: string, width: number, height: number, options: { gps?: boolean } = {}) =>
  new File([await gradientJpeg(width, height, options)], name, { type: "image/jpeg" });
