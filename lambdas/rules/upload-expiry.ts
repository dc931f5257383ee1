/**
 * Browsers upload straight to S3, so an upload that is never confirmed (a closed tab, a product
 * image that was never saved) would stay in the bucket for good. Every presigned upload is
 * stored with this tag, signed into the request so the browser cannot leave it out; the bucket's
 * lifecycle rule expires objects still tagged pending a day after their upload, and confirming a
 * file or saving an image retags it as kept.
 */
export const UPLOAD_STATE_TAG = 'upload';
export const PENDING_UPLOAD = 'pending';
export const CONFIRMED_UPLOAD = 'confirmed';

/** Long enough for any upload to be confirmed: presigned URLs are valid for minutes. */
export const UNCONFIRMED_UPLOAD_EXPIRY_DAYS = 1;
