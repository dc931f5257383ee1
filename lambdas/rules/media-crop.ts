/**
 * How an uploaded picture is cut to a rendition's frame (the seller's browser makes the
 * renditions, web/src/features/manage-products/image-upload.ts). Apart from media.ts, whose
 * URL rules every product card loads, so a shopper's first load does not carry it.
 */
export interface CropRectangle {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/**
 * Cover-crop: the largest centred part of the source with the target's aspect ratio, so the
 * rendition fills the whole 4:3 frame the shop shows (no letterbox bars); the longer side's
 * edges are cut off equally.
 */
export function coverCrop(
  sourceWidth: number,
  sourceHeight: number,
  targetWidth: number,
  targetHeight: number,
): CropRectangle {
  if (sourceWidth <= 0 || sourceHeight <= 0 || targetWidth <= 0 || targetHeight <= 0) {
    throw new RangeError('Image dimensions must be positive');
  }
  const targetRatio = targetWidth / targetHeight;
  if (sourceWidth / sourceHeight > targetRatio) {
    const sw = Math.round(sourceHeight * targetRatio);
    return { sx: Math.floor((sourceWidth - sw) / 2), sy: 0, sw, sh: sourceHeight };
  }
  const sh = Math.round(sourceWidth / targetRatio);
  return { sx: 0, sy: Math.floor((sourceHeight - sh) / 2), sw: sourceWidth, sh };
}
