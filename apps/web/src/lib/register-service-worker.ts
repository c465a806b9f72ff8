// Installs the service worker (/sw.js, built from src/service-worker/sw.ts) that keeps the app on the phone for
// offline use. Only production builds call this: in development Vite serves source modules the worker does not
// know, and component tests run in jsdom, which has no service workers.
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it, only not offline; nothing for the person to do.
      console.error('Could not install the offline service worker', error);
    });
  };
  // After the page has loaded, so the worker's own downloads never slow the first paint on a weak connection.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
