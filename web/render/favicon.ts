/**
 * The site's icon: a lottery ball in the pages' accent colour (site.css `--accent`). The SVG is
 * what every page links; /favicon.ico is the same drawing at 16 x 16 pixels, for browsers that ask
 * for it where nothing names an icon (a JSON answer opened in a tab). Both are drawn here from
 * the same three circles, so the build needs no binary file.
 */

/** [radius, colour] of each circle, centred, on a 16 x 16 canvas, drawn in order. */
const CIRCLES: ReadonlyArray<readonly [number, readonly [number, number, number]]> = [
  [7.5, [0x0b, 0x4f, 0xa8]],
  [4.5, [0xff, 0xff, 0xff]],
  [1.75, [0x0b, 0x4f, 0xa8]],
];
const SIZE = 16;

const hex = (rgb: readonly [number, number, number]): string => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

export function faviconSvg(): string {
  const circles = CIRCLES.map(([r, rgb]) => `<circle cx="8" cy="8" r="${r}" fill="${hex(rgb)}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">${circles}</svg>\n`;
}

/** Subsamples per pixel side, for smooth edges. */
const SUB = 4;

/** The ICO file (one 32-bit image with alpha), as base64 for the build to write as bytes. */
export function faviconIco(): string {
  const pixels = Buffer.alloc(SIZE * SIZE * 4);
  for (let row = 0; row < SIZE; row += 1) {
    for (let col = 0; col < SIZE; col += 1) {
      const rgba = [0, 0, 0, 0];
      for (let sy = 0; sy < SUB; sy += 1) {
        for (let sx = 0; sx < SUB; sx += 1) {
          const x = col + (sx + 0.5) / SUB - 8;
          const y = row + (sy + 0.5) / SUB - 8;
          let colour: readonly number[] | null = null;
          for (const [r, rgb] of CIRCLES) if (x * x + y * y <= r * r) colour = rgb;
          if (!colour) continue;
          for (let i = 0; i < 3; i += 1) rgba[i] = (rgba[i] ?? 0) + (colour[i] ?? 0);
          rgba[3] = (rgba[3] ?? 0) + 1;
        }
      }
      const covered = rgba[3] ?? 0;
      // BMP rows run bottom-up, each pixel blue, green, red, alpha.
      const at = ((SIZE - 1 - row) * SIZE + col) * 4;
      if (covered > 0) {
        pixels[at] = Math.round((rgba[2] ?? 0) / covered);
        pixels[at + 1] = Math.round((rgba[1] ?? 0) / covered);
        pixels[at + 2] = Math.round((rgba[0] ?? 0) / covered);
        pixels[at + 3] = Math.round((covered * 255) / (SUB * SUB));
      }
    }
  }
  const mask = Buffer.alloc(SIZE * 4); // 1 bit a pixel, rows padded to 4 bytes; all 0: alpha decides
  const header = Buffer.alloc(6 + 16 + 40);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(SIZE, 6);
  header.writeUInt8(SIZE, 7);
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits a pixel
  header.writeUInt32LE(40 + pixels.length + mask.length, 14);
  header.writeUInt32LE(22, 18); // the image starts after the directory
  header.writeUInt32LE(40, 22); // BITMAPINFOHEADER
  header.writeInt32LE(SIZE, 26);
  header.writeInt32LE(SIZE * 2, 30); // the image and its mask
  header.writeUInt16LE(1, 34);
  header.writeUInt16LE(32, 36);
  header.writeUInt32LE(pixels.length, 42);
  return Buffer.concat([header, pixels, mask]).toString('base64');
}
