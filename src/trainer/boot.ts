/**
 * The trainer page's bootstrap (src/components/Trainer.astro): loads the trainer (app.ts, with
 * the engine) on demand and starts it on the page's `[data-trainer]` root; when its code cannot
 * be loaded, the root's `data-state` is `error` and the load error replaces the loading note.
 */
const root = document.querySelector<HTMLElement>('[data-trainer]');
if (root) {
  import('./app')
    .then((m) => m.startTrainer(root))
    .catch(() => {
      root.dataset.state = 'error';
      root.querySelector<HTMLElement>('[data-part="load-error"]')?.removeAttribute('hidden');
      root.querySelector<HTMLElement>('[data-part="loading"]')?.setAttribute('hidden', '');
    });
}

// a module, not a global script: its top-level names stay its own
export {};
