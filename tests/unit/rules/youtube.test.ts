import { youtubeId, youtubeWatchUrl } from '../../../lambdas/rules/youtube';

describe('YouTube ids', () => {
  it('takes the 11-character id from watch, embed and short-link URLs', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ?si=x')).toBe('dQw4w9WgXcQ');
  });

  it('refuses other hosts and malformed ids', () => {
    expect(youtubeId('https://example.com/watch?v=dQw4w9WgXcQ')).toBeUndefined();
    expect(youtubeId('https://youtu.be/short')).toBeUndefined();
    expect(youtubeId('not a url')).toBeUndefined();
  });

  it('normalises to a watch URL', () => {
    expect(youtubeWatchUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});
