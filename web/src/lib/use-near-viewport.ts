import { useEffect, useRef, useState } from 'react';

/**
 * True from the moment the element comes within `margin` of the viewport, and from then on:
 * for parts of a page whose code (or data) is fetched only when they are about to be seen, so
 * the first load carries none of it. Where IntersectionObserver is missing, at once.
 */
export function useNearViewport<E extends Element>(margin: string) {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
