import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from './button';

/**
 * "Download all": each file's presigned URL is asked for in turn, exactly as a single download
 * is (the same API call, so the same authorisation), and handed to a hidden frame, which saves
 * it (the stored objects answer with Content-Disposition: attachment) while this page stays.
 * Chosen over a zip built by a Lambda: a version's files can be large, and zipping them would
 * need the function's memory or disk and its time limit for what the browser does for free.
 */
export async function downloadInFrames(
  files: readonly { id: string }[],
  urlOf: (fileId: string) => Promise<string>,
): Promise<number> {
  let started = 0;
  for (const file of files) {
    const url = await urlOf(file.id);
    if (!/^https?:\/\//i.test(url)) throw new Error('No download URL in the answer');
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.dataset.downloadAll = file.id;
    frame.src = url;
    document.body.append(frame);
    started += 1;
  }
  return started;
}

interface DownloadAllButtonProps {
  files: readonly { id: string }[];
  urlOf: (fileId: string) => Promise<string>;
  /** The toast for a refused or failed file. */
  failure: { title: string; description: string };
}

/** Starts every file's download, one after another; hidden with fewer than two files. */
export function DownloadAllButton({ files, urlOf, failure }: DownloadAllButtonProps) {
  const [busy, setBusy] = useState(false);
  if (files.length < 2) return null;
  const start = async () => {
    setBusy(true);
    try {
      const count = await downloadInFrames(files, urlOf);
      toast.success('Downloads started', { description: `${count} files` });
    } catch (error) {
      console.error('Download all failed', error);
      toast.error(failure.title, { description: failure.description });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      onClick={() => void start()}
      disabled={busy}
      data-testid="download-all"
    >
      {busy ? 'Starting downloads...' : `Download all (${files.length})`}
    </button>
  );
}
