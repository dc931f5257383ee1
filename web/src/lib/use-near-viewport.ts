import { useEffect, useRef, useState } from 'react';

/**
 * True from the moment the element comes within `margin` of the viewport, and from then on:
 * for parts of a page whose code (or data) is fetched only when they are about to be seen, so
 * the first load carries none of it. Where IntersectionObserver is missing, at once.
 *
 * With `firstOnScreen`, until the visitor scrolls only that share of the element on screen
 * counts (0: any of it), with no margin: a page that is only looked at fetches nothing below
 * the fold, however tall the screen. From the first scroll on, `margin` applies, so the parts
 * are ready as they come.
 */
export function useNearViewport<E extends Element>(margin: string, firstOnScreen?: number) {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  // The share that counts on screen until the first scroll; then none, with the margin.
  const [least, setLeast] = useState(firstOnScreen);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    // An entry intersects as soon as a pixel shows, whatever the threshold: the share is checked.
    const observer = new IntersectionObserver(
      (entries) =>
        entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= (least ?? 0)) &&
        setNear(true),
      least === undefined ? { rootMargin: margin } : { threshold: least },
    );
    observer.observe(element);
    // Widened at the first scroll (a wheel, touch, key or the scrollbar), not at a press: what
    // it reveals between a click's pointerdown and pointerup could move the click's target and
    // lose the click (see onFirstInteraction in first-interaction.ts); a click scrolls nothing.
    // Listened to only until then: a slot without `firstOnScreen` has no scroll handler at all.
    const widen = () => setLeast(undefined);
    if (least !== undefined) addEventListener('scroll', widen);
    return () => {
      observer.disconnect();
      removeEventListener('scroll', widen);
    };
  }, [near, margin, least]);
  return { ref, near };
}
