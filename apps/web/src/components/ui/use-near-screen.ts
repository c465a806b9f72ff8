// True once an element comes within 200 px of being seen, so code for something further down a page
// (the landing page's trade pictures) is fetched only for people who scroll towards it. Without
// IntersectionObserver (old browsers, jsdom) it is true at once. A page rendered at build time (where there is
// no observer) is written, and then hydrated, as not near yet.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;
const canObserve = () => typeof IntersectionObserver !== 'undefined';

export function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const observable = useSyncExternalStore(neverChanges, canObserve, () => true);
  const [seen, setSeen] = useState(false);
  const near = seen || !observable;
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
