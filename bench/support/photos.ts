import sharp from 'sharp';

/**
 * A photo stand-in: smooth gradients plus grain, with EXIF and GPS. At the default 2400×1600 it
 * is about 2 MB as JPEG.
 */
export async function samplePhoto(seed: number, width = 2400, height = 1600): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const grain = ((state >>> 16) & 0x3f) - 32;
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, ((x * 255) / width + grain) | 0));
      pixels[i + 1] = Math.max(0, Math.min(255, ((y * 255) / height + grain) | 0));
      pixels[i + 2] = Math.max(0, Math.min(255, (((x + y + seed * 40) % 256) + grain) | 0));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Artist: 'Bench' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 0/1 0/1' },
    })
    .toBuffer();
}
