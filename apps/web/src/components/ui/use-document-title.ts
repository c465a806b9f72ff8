// Sets the browser tab title for a page, so screen readers and history entries say where you are.
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
