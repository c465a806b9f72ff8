// Whether this page's code has taken over the markup: false while the build renders a public page and while
// the browser hydrates that pre-rendered page (docs/decisions/029), true from the next render on, and at once
// for anything rendered in the browser. A button that only works through its code stays disabled until then,
// so a tap before the code arrives is not lost, and a form is not sent the browser's own way.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * What was typed into, or chosen in, the pre-rendered control `id` before the page's code arrived: hydration
 * keeps it on screen but not in the component's state, so a form reads it as its starting value. Empty
 * anywhere else (the build's render, a page opened from inside the app).
 */
export function valueTypedBeforeHydration(id: string): string {
  if (typeof document === 'undefined') return '';
  const control = document.getElementById(id);
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value : '';
}
