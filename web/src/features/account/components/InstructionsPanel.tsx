import { useState } from 'react';
import type { PurchasedFile } from '@contracts/my-account';
import { buttonClass } from '../../../components/button';
import { Dialog } from '../../../components/Dialog';
import { ExternalLinkIcon, VideoIcon } from '../../../components/icons';
import { watchUrlOf, youtubeIdOf } from '../product-files';
import { ProductFileList } from './ProductFileList';

interface InstructionsPanelProps {
  manuals: readonly PurchasedFile[];
  videos: readonly PurchasedFile[];
  busyId: string | null;
  onDownload: (file: PurchasedFile) => void;
}

const titleOf = (file: PurchasedFile) => file.display_name || file.title || 'Instruction video';

/** 'Product Instructions': manuals to download and instruction videos to watch. */
export function InstructionsPanel({ manuals, videos, busyId, onDownload }: InstructionsPanelProps) {
  const [preview, setPreview] = useState<PurchasedFile | null>(null);
  return (
    <div className="space-y-8">
      <section aria-labelledby="manuals-heading">
        <h3 id="manuals-heading" className="text-base font-semibold text-slate-900">
          Instruction Manuals
        </h3>
        <div className="mt-3">
          <ProductFileList
            files={manuals}
            busyId={busyId}
            onDownload={onDownload}
            emptyText="No instruction manuals for this version."
            testId="instruction-manual"
          />
        </div>
      </section>

      <section aria-labelledby="videos-heading">
        <h3 id="videos-heading" className="text-base font-semibold text-slate-900">
          Instruction Videos
        </h3>
        {videos.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
            No instruction videos for this version.
          </p>
        ) : (
          <ul className="mt-3 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {videos.map((video) => (
              <li key={video.id} data-testid="instruction-video">
                <VideoCard video={video} onPreview={() => setPreview(video)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {preview && <VideoPreview video={preview} onClose={() => setPreview(null)} />}
    </div>
  );
}

/**
 * A local thumbnail (the site works offline: YouTube's own thumbnails are not fetched); the
 * player is only loaded inside the preview dialog.
 */
function VideoCard({ video, onPreview }: { video: PurchasedFile; onPreview: () => void }) {
  const title = titleOf(video);
  const watchUrl = watchUrlOf(video);
  const playable = youtubeIdOf(video) !== null;
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        onClick={onPreview}
        disabled={!playable}
        // The name starts with the visible text ('Video'), as speech users will say it.
        aria-label={`Video: ${title} (play preview)`}
        className="group relative flex aspect-video w-full items-center justify-center bg-gradient-to-br from-slate-800 via-indigo-950 to-slate-900 p-4 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed"
      >
        <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded bg-white/10 px-2 py-0.5 text-xs font-medium">
          <VideoIcon className="size-3.5" />
          Video
        </span>
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-red-600 shadow-lg transition-transform group-hover:scale-110 motion-reduce:transition-none"
        >
          <svg viewBox="0 0 24 24" className="ml-1 size-6 fill-white" aria-hidden="true">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </button>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="font-medium break-words text-slate-900">{title}</p>
        <div className="mt-auto flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            onClick={onPreview}
            disabled={!playable}
          >
            Preview
          </button>
          {watchUrl && <OpenInYouTube href={watchUrl} title={title} />}
        </div>
      </div>
    </div>
  );
}

function OpenInYouTube({ href, title }: { href: string; title: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('secondary', 'sm')}
      aria-label={`Open in YouTube: ${title} (opens in a new tab)`}
    >
      <ExternalLinkIcon className="size-4" />
      Open in YouTube
    </a>
  );
}

function VideoPreview({ video, onClose }: { video: PurchasedFile; onClose: () => void }) {
  const id = youtubeIdOf(video);
  const watchUrl = watchUrlOf(video);
  const title = titleOf(video);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      maxWidth="max-w-3xl"
    >
      {id && (
        <div className="aspect-video overflow-hidden rounded-xl bg-slate-900">
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`}
            title={title}
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full"
          />
        </div>
      )}
      {watchUrl && (
        <div className="mt-4 flex justify-end">
          <OpenInYouTube href={watchUrl} title={title} />
        </div>
      )}
    </Dialog>
  );
}
