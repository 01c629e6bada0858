/** Photos leave the phone as JPEG, the long side at most this many pixels. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_QUALITY = 0.8;
/** The server takes at most this many photos per change (executeTaskBodySchema, visits). */
export const MAX_PHOTOS = 10;

/** The size a photo is scaled to: the long side at most `maxSide`, never enlarged. */
export function scaledSize(
  width: number,
  height: number,
  maxSide = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A camera photo (often 4000 px and 5 MB) as a JPEG of about 200–400 KB: decoded with
 * createImageBitmap (which applies the EXIF orientation), drawn scaled onto a canvas.
 * Where the browser cannot decode it, the original is kept (the server checks the type).
 */
export async function compressPhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const { width, height } = scaledSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY),
  );
  return blob ?? file;
}
