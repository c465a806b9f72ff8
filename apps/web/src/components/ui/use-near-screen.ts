// True once an element comes within 200 px of being seen, so code for something further down a page
// (the landing page's trade pictures) is fetched only for people who scroll towards it. Without
// IntersectionObserver (old browsers, jsdom) it is true at once.
import { useEffect, useRef, useState } from 'react';

export function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
