/** Spec: the 11-character video id from watch, embed or short-link URLs. */
const YOUTUBE_ID = /^[\w-]{11}$/;

export function youtubeId(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | undefined;
  if (host === 'youtu.be') candidate = parsed.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = parsed.pathname.split('/');
    if (first === 'watch') candidate = parsed.searchParams.get('v') ?? undefined;
    else if (first === 'embed' || first === 'shorts' || first === 'v') candidate = second;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : undefined;
}

/** The normalised watch URL stored for instruction videos ('Open in YouTube'). */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** Video links rather than stored files. */
export function isVideoLink(fileType: string): boolean {
  return fileType === 'youtube' || fileType === 'video';
}
