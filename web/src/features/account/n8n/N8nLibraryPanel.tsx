import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../../components/button';
import { LoadError } from '../../../components/LoadError';
import { ButtonSpinner, Spinner } from '../../../components/Spinner';
import { Section } from '../settings/Section';
import { createN8nLibrary, n8nLibraryKey, revokeN8nLibrary, useN8nLibrary } from './api';
import { ConfirmLibraryChange, type LibraryChange } from './ConfirmLibraryChange';
import { ConnectSteps } from './ConnectSteps';
import { LibraryReveal } from './LibraryReveal';
import { LibraryStatus } from './LibraryStatus';
import { maskedUrlOf, N8N_TEXT } from './n8n-library-text';

/**
 * 'Connect n8n': the buyer's personal template library URL for self-hosted n8n. Creating or
 * rotating shows the URL once (only its hash is stored); rotating and revoking ask first,
 * because the old URL stops working at once.
 */
export function N8nLibraryPanel({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const library = useN8nLibrary(userId);
  // The URL of this page visit's create or rotate; gone on reload, as the server cannot repeat it.
  const [revealedUrl, setRevealedUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<LibraryChange | null>(null);
  // What the last confirmed change did, so its dialog sends focus where the page changed.
  const [done, setDone] = useState<LibraryChange | null>(null);
  const revealHeading = useRef<HTMLHeadingElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  const create = useMutation({
    mutationFn: (_change: 'create' | 'rotate') => createN8nLibrary(),
    onSuccess: (created, change) => {
      queryClient.setQueryData(n8nLibraryKey(userId), {
        connected: true,
        createdAt: created.createdAt,
        tokenHint: created.tokenHint,
        maskedUrl: maskedUrlOf(created.url, created.tokenHint),
      });
      setRevealedUrl(created.url);
      setDone(change === 'rotate' ? 'rotate' : null);
      setConfirming(null);
      const text = change === 'rotate' ? N8N_TEXT.rotated : N8N_TEXT.created;
      toast.success(text.title, { description: text.description });
    },
    onError: (error, change) => {
      console.error('n8n library create failed', error);
      const text = change === 'rotate' ? N8N_TEXT.rotateFailed : N8N_TEXT.createFailed;
      toast.error(text.title, { description: text.description });
    },
  });

  const revoke = useMutation({
    mutationFn: revokeN8nLibrary,
    onSuccess: () => {
      queryClient.setQueryData(n8nLibraryKey(userId), {
        connected: false,
        createdAt: null,
        tokenHint: null,
        maskedUrl: null,
      });
      setRevealedUrl(null);
      setDone('revoke');
      setConfirming(null);
      toast.success(N8N_TEXT.revoked.title, { description: N8N_TEXT.revoked.description });
    },
    onError: (error) => {
      console.error('n8n library revoke failed', error);
      toast.error(N8N_TEXT.revokeFailed.title, { description: N8N_TEXT.revokeFailed.description });
    },
  });

  // A new URL is what the buyer has to act on: move focus to it (after Create; the rotate
  // dialog sends focus there itself as it closes).
  useEffect(() => {
    if (revealedUrl) revealHeading.current?.focus();
  }, [revealedUrl]);

  const busy = create.isPending || revoke.isPending;
  const ask = (change: LibraryChange) => {
    setDone(null);
    setConfirming(change);
  };
  const state = library.data;

  return (
    <div className="max-w-4xl space-y-6">
      <Section title={N8N_TEXT.title} description={N8N_TEXT.intro} testId="n8n-library">
        {library.isPending ? (
          <Spinner label={N8N_TEXT.loading} />
        ) : library.isError || !state ? (
          <LoadError message={N8N_TEXT.loadFailed} onRetry={() => void library.refetch()} />
        ) : state.connected ? (
          <div className="space-y-5">
            {revealedUrl && <LibraryReveal url={revealedUrl} headingRef={revealHeading} />}
            <LibraryStatus
              createdAt={state.createdAt}
              tokenHint={state.tokenHint}
              maskedUrl={state.maskedUrl}
              fullUrl={revealedUrl}
              busy={busy}
              onRotate={() => ask('rotate')}
              onRevoke={() => ask('revoke')}
            />
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-slate-700">{N8N_TEXT.notConnected}</p>
            <button
              ref={createButton}
              type="button"
              className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
              onClick={() => create.mutate('create')}
              disabled={busy}
              aria-busy={create.isPending}
            >
              {create.isPending && <ButtonSpinner />}
              {create.isPending ? N8N_TEXT.creating : N8N_TEXT.create}
            </button>
          </div>
        )}
      </Section>
      <ConnectSteps />
      <ConfirmLibraryChange
        change={confirming}
        pending={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={(change) => (change === 'rotate' ? create.mutate('rotate') : revoke.mutate())}
        finalFocus={
          done === 'revoke' ? createButton : done === 'rotate' ? revealHeading : undefined
        }
      />
    </div>
  );
}
