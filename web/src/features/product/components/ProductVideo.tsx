import { useState } from 'react';

/**
 * The 'Product Demo' player: the privacy-enhanced YouTube player, behind a play button. The
 * player is the shop's only external content, and an iframe near the fold loaded with the page
 * (lazy loading still fetched it on a phone): it took bandwidth from the product's image, and
 * on AWS it would download YouTube's player scripts on every product visit. Pressing play loads
 * it, playing; until then nothing reaches YouTube. Its section, heading and frame are
 * ProductVideoSlot's, which checks the id.
 */
export function ProductVideo({
  videoId: id,
  productName,
}: {
  videoId: string;
  productName: string;
}) {
  const [playing, setPlaying] = useState(false);
  const title = `${productName} – product demo video`;
  return playing ? (
    <iframe
      src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`}
      title={title}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="size-full"
    />
  ) : (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group flex size-full flex-col items-center justify-center gap-3 text-white focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-red-600 shadow-lg transition-transform group-hover:scale-105 motion-reduce:transition-none">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="ml-1 size-8">
          <path
            fill="currentColor"
            d="M8 5.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 8 5.5z"
          />
        </svg>
      </span>
      <span className="text-sm font-medium">
        Play video<span className="sr-only">: {title}</span>
      </span>
      <span className="text-xs text-slate-300">Plays from YouTube</span>
    </button>
  );
}
