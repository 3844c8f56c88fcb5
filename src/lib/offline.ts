/**
 * The site offline (issue 22): registers the service worker that `npm run build` writes
 * (`/sw.js`, scripts/service-worker.mjs: every file of the build precached), so that after
 * the first visit every page, the search, the examples and the tools work without a
 * connection. When a new version has been downloaded, the page shows a quiet notice
 * (`[data-update-notice]`, drawn by the layout in the page's language); its button lets the
 * waiting version take over and reloads the page. Nothing happens in development (no
 * worker is built there) or in a browser without service workers.
 */

/** Shows the notice for `waiting`, a new version installed and waiting to take over. */
function offerUpdate(waiting: ServiceWorker): void {
  const notice = document.querySelector<HTMLElement>('[data-update-notice]');
  if (!notice) return;
  notice.hidden = false;
  notice.querySelector('button')?.addEventListener(
    'click',
    () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
      // Workbox's worker takes over when asked (skipWaiting: false in the build)
      waiting.postMessage({ type: 'SKIP_WAITING' });
    },
    { once: true },
  );
}

/** Registers `/sw.js` and watches for new versions. */
async function register(): Promise<void> {
  const reg = await navigator.serviceWorker.register('/sw.js');
  // a version that was already waiting when the page loaded
  if (reg.waiting && navigator.serviceWorker.controller) offerUpdate(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing;
    installing?.addEventListener('statechange', () => {
      // installed while an older version controls the page: a new version, not the first one
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing);
    });
  });
}

/**
 * How long after the page's load the worker is registered (ms), then at the browser's next idle
 * moment: its precache (the whole build, some 10 MB) downloads and parses while a board is still
 * starting otherwise. Registered at load, it cost a finished game's analysis link about 0.5 s on
 * a desktop and 1.2 s on a phone with a 4× slower CPU before the board was usable (`npm run bench
 * -- --analysis-open`).
 */
const REGISTER_AFTER_MS = 3000;

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const go = () => void register().catch((e) => console.warn('service worker not registered', e));
  addEventListener(
    'load',
    () =>
      setTimeout(
        () => ('requestIdleCallback' in window ? requestIdleCallback(go, { timeout: 10_000 }) : go()),
        REGISTER_AFTER_MS,
      ),
    { once: true },
  );
}
