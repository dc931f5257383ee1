import { useState, type FormEvent } from 'react';
import type { ManagedFile } from '@contracts/manage/products';
import { youtubeId } from '@rules/youtube';
import { buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Dialog } from '../../../components/Dialog';
import { FIELD_CLASS, LABEL_CLASS } from '../../../components/form';
import { TrashIcon } from '../../../components/icons';
import type { useFileMutations } from '../file-mutations';

type Mutations = ReturnType<typeof useFileMutations>;

/** 'YouTube Instruction Videos': add by URL and title, thumbnails, a preview, delete. */
export function InstructionVideos({
  videos,
  versionId,
  mutations,
}: {
  videos: readonly ManagedFile[];
  versionId: string;
  mutations: Mutations;
}) {
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState('');
  const [preview, setPreview] = useState<ManagedFile | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim() || !title.trim()) {
      return setProblem('Please enter both YouTube URL and video title');
    }
    if (!youtubeId(url)) return setProblem('Please enter a valid YouTube URL');
    setProblem('');
    mutations.addVideo.mutate(
      { versionId, url: url.trim(), title: title.trim() },
      {
        onSuccess: () => {
          setUrl('');
          setTitle('');
        },
      },
    );
  };

  return (
    <section aria-labelledby="manage-videos-heading" className="grid gap-3">
      <h4 id="manage-videos-heading" className="font-semibold text-slate-900">
        YouTube Instruction Videos
      </h4>
      {videos.length === 0 ? (
        <p className="text-sm text-slate-600">No instruction videos for this version.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {videos.map((video) => (
            <li key={video.id} data-testid="managed-video">
              <VideoThumbnail
                video={video}
                onPreview={() => setPreview(video)}
                onDelete={() => mutations.remove.mutate({ fileId: video.id, video: true })}
                deleting={mutations.remove.isPending}
              />
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={add}
        noValidate
        aria-label="Add a YouTube instruction video"
        className="grid gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      >
        <label className="block">
          <span className={LABEL_CLASS}>YouTube URL</span>
          <input
            className={FIELD_CLASS}
            type="url"
            placeholder="https://www.youtube.com/watch?v=..."
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        </label>
        <label className="block">
          <span className={LABEL_CLASS}>Video title</span>
          <input
            className={FIELD_CLASS}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
        <button
          type="submit"
          className={buttonClass('primary', 'md')}
          disabled={mutations.addVideo.isPending}
        >
          Add video
        </button>
        {problem && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-3">
            {problem}
          </p>
        )}
      </form>
      {preview && (
        <Dialog
          open
          onOpenChange={(open) => !open && setPreview(null)}
          title={preview.title || preview.display_name}
          maxWidth="max-w-3xl"
        >
          <div className="aspect-video overflow-hidden rounded-lg bg-slate-900">
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${youtubeId(preview.file_path) ?? ''}`}
              title={`${preview.title || preview.display_name} – instruction video`}
              allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="size-full"
            />
          </div>
        </Dialog>
      )}
    </section>
  );
}

/**
 * A local thumbnail, like the buyer's: the site works offline, so YouTube's own images are not
 * fetched; the player loads only in the preview.
 */
function VideoThumbnail({
  video,
  onPreview,
  onDelete,
  deleting,
}: {
  video: ManagedFile;
  onPreview: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const title = video.title || video.display_name;
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        onClick={onPreview}
        aria-label={`Video: ${title} (play preview)`}
        className="group relative flex aspect-video w-full items-center justify-center bg-gradient-to-br from-slate-800 via-indigo-950 to-slate-900 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-red-600 shadow-lg transition-transform group-hover:scale-110 motion-reduce:transition-none"
        >
          <svg viewBox="0 0 24 24" className="ml-1 size-5 fill-white" aria-hidden="true">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
        <span className="absolute bottom-2 left-3 text-xs text-slate-200">
          {youtubeId(video.file_path)}
        </span>
      </button>
      <div className="flex flex-1 items-start gap-2 p-3">
        <p className="min-w-0 flex-1 text-sm font-medium break-words text-slate-900">{title}</p>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete instruction video"
          description="Are you sure you want to delete this instruction video?"
          trigger={
            <button
              type="button"
              className={buttonClass('ghost', 'icon', 'size-9 text-red-700')}
              aria-label={`Delete video ${title}`}
            >
              <TrashIcon className="size-4" />
            </button>
          }
          confirmLabel="Delete"
          pending={deleting}
          onConfirm={() => {
            onDelete();
            setConfirming(false);
          }}
        />
      </div>
    </div>
  );
}
