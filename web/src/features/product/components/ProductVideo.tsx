/** YouTube video ids are 11 characters of [A-Za-z0-9_-]; anything else is not embedded. */
const VIDEO_ID = /^[\w-]{6,20}$/;

/**
 * 'Product Demo': the privacy-enhanced YouTube player, loaded only when scrolled near. The
 * only external content of the shop.
 */
export function ProductVideo({ videoId, productName }: { videoId: string; productName: string }) {
  const id = videoId.trim();
  if (!VIDEO_ID.test(id)) return null;
  return (
    <section aria-labelledby="product-demo-heading">
      <h2 id="product-demo-heading" className="text-xl font-semibold text-slate-900">
        Product Demo
      </h2>
      <div className="mt-4 aspect-video max-w-4xl overflow-hidden rounded-xl border border-slate-200 bg-slate-900 shadow-sm">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`}
          title={`${productName} – product demo video`}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full"
        />
      </div>
    </section>
  );
}
