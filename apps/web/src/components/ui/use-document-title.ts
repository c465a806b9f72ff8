// Sets the browser tab title for a page, so screen readers and history entries say where you are.
import { useEffect } from 'react';

let reportTitle: ((title: string) => void) | null = null;

/**
 * For the build's static render of the public pages (prerender-entry.tsx), where effects never run: each title
 * a page asks for is handed to `report` during the render, so the written HTML carries it.
 */
export function reportDocumentTitlesTo(report: ((title: string) => void) | null): void {
  reportTitle = report;
}

export function useDocumentTitle(title: string): void {
  reportTitle?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
