/**
 * The PixiJS application and pan/zoom viewport under every board of the site: the worked
 * one board view of the kit (src/board/view/view.ts) on worked examples, the analysis board and free play.
 *
 * Input, the same on all of them:
 * - mouse: dragging pans; a plain wheel scrolls the page, Ctrl + wheel (and a trackpad
 *   pinch, which browsers send with Ctrl) zooms; the wheel over the tile being placed
 *   turns it (`wheelRotate`);
 * - touch: a vertical swipe scrolls the page (the canvas allows the browser's vertical
 *   pan, `touch-action: pan-y`), a horizontal drag pans the board, two fingers pan and
 *   zoom it. A swipe the browser takes over as a page scroll cancels the pointer: the
 *   viewport forgets it (so the next touch is not taken for a second finger), the board
 *   goes back to where it was when the finger came down and the viewport emits
 *   `drag-cancel` (the drag it announced with `drag-start` did not happen).
 *
 * Frames are drawn only when something changes: no ticker runs while the board is idle.
 * A frame loop runs while a pointer is down on the board, while the viewport moves (a drag
 * gliding on, an animated zoom, a smooth wheel zoom) and for one frame after
 * {@link Stage.requestRender}; then it stops.
 */
import { Application, Ticker } from 'pixi.js';
import { Viewport } from 'pixi-viewport';

/** Options of {@link createStage}. */
export interface StageOptions {
  /** Smallest zoom (scale, 1 = one world unit per CSS pixel). */
  minScale: number;
  /** Largest zoom (scale). */
  maxScale: number;
  /** Passed to PixiJS `app.init`: false when the caller imports the extensions it needs. */
  manageImports?: boolean;
  /**
   * The renderer tried first, the other one being the fallback (default `'webgl'`). The
   * canvas renderer starts sooner (no shaders to compile) and loads less code (about
   * 9 KB gzip), which suits the small boards of worked examples; the address's
   * `?renderer=canvas` or `?renderer=webgl` overrides it on any board.
   */
  prefer?: 'canvas' | 'webgl';
  /**
   * Called on a plain wheel turn over the board with the world point under the pointer;
   * returning true takes the wheel (e.g. to turn the tile there) instead of the page.
   */
  wheel?: (worldX: number, worldY: number, e: WheelEvent) => boolean;
  /** World units per board cell: the stage publishes where cell [0, 0] lies (see {@link createStage}). */
  cell: number;
  /** Called after the viewport took a new size of `box` (CSS pixels). */
  resized?: (width: number, height: number) => void;
}

/** The application, its viewport, and what to call when the board goes away. */
export interface Stage {
  app: Application;
  vp: Viewport;
  /**
   * Writes `data-cell-origin` and `data-cell-size` now (after a move the viewport does not
   * announce, e.g. `fit`); from the first call on, the stage keeps them up to date itself.
   */
  publish(): void;
  /** Draws a frame soon (after the scene changed); frames go on while the viewport moves. */
  requestRender(): void;
  /** Removes the listeners and destroys the application and its canvas. */
  destroy(): void;
}

/**
 * Starts the PixiJS application filling `box` (`opts.prefer`, else the other renderer; the
 * address's `?renderer=canvas|webgl` forces one), with no ticker running, its canvas in `box`.
 */
async function initApp(box: HTMLElement, opts: StageOptions): Promise<Application> {
  const app = new Application();
  const forced = new URLSearchParams(location.search).get('renderer');
  const first = forced === 'canvas' || forced === 'webgl' ? forced : (opts.prefer ?? 'webgl');
  await app.init({
    resizeTo: box,
    antialias: true,
    backgroundAlpha: 0,
    autoDensity: true,
    resolution: Math.min(window.devicePixelRatio || 1, 2),
    preference: first === 'canvas' ? ['canvas', 'webgl'] : ['webgl', 'canvas'],
    // no ticker of its own: frames are drawn on demand (see `frame` below)
    autoStart: false,
    sharedTicker: false,
    ...(opts.manageImports === false ? { manageImports: false } : {}),
  });
  app.ticker.stop();
  // PixiJS's shared and system tickers would request a frame forever; they are advanced by
  // the frame loop instead (the system ticker keeps the event and texture housekeeping going)
  for (const tk of [Ticker.shared, Ticker.system]) {
    tk.autoStart = false;
    tk.stop();
  }
  const canvas = app.canvas;
  canvas.setAttribute('aria-hidden', 'true');
  box.appendChild(canvas);
  box.dataset.renderer = app.renderer.name;
  // PixiJS sets `touch-action: none`, which would trap the page's scrolling on a phone
  canvas.style.touchAction = 'pan-y';
  box.style.touchAction = 'pan-y';
  return app;
}

/**
 * Creates the PixiJS application inside `box` (`opts.prefer`, else the other renderer; the
 * address's `?renderer=canvas|webgl` forces one) with a viewport filling it.
 * Where the board lies on screen is kept on `box` for tests and tools: `data-cell-origin`
 * (CSS pixels `x,y` of the top-left corner of cell [0, 0] from the canvas's corner) and
 * `data-cell-size` (CSS pixels per cell).
 * @throws when neither renderer can start (the callers show a message instead of the board)
 */
export async function createStage(box: HTMLElement, opts: StageOptions): Promise<Stage> {
  const app = await initApp(box, opts);
  const canvas = app.canvas;
  const vp = new Viewport({
    screenWidth: box.clientWidth,
    screenHeight: box.clientHeight,
    events: app.renderer.events,
    passiveWheel: false,
    noTicker: true,
  });
  vp.drag()
    .pinch()
    .decelerate({ friction: 0.9 })
    .wheel({ smooth: 4 })
    .clampZoom({ minScale: opts.minScale, maxScale: opts.maxScale });
  app.stage.addChild(vp);
  const size = (): string => String(Math.round(vp.scale.x * opts.cell * 100) / 100);
  // where the board lies is published from the view's first `publish` on (its first fit), not
  // for the empty stage before it: a page may start the stage while its tiles' drawings arrive
  let shown = false;
  const publish = (): void => {
    shown = true;
    const o = vp.toScreen(0, 0);
    box.dataset.cellOrigin = `${Math.round(o.x * 10) / 10},${Math.round(o.y * 10) / 10}`;
    box.dataset.cellSize = size();
  };
  // the frame loop: runs while something moves, then stops (an idle board requests no frames)
  let raf = 0;
  let last = 0;
  let busy = 2; // frames still to draw
  let pointers = 0;
  const frame = (now: number): void => {
    raf = 0;
    vp.update(last ? Math.min(now - last, 100) : 16);
    last = now;
    Ticker.system.update(now);
    app.render();
    if (shown && box.dataset.cellSize !== size()) publish();
    busy -= 1;
    if (busy > 0 || pointers > 0 || vp.plugins.get('animate') || vp.plugins.get('snap'))
      raf = requestAnimationFrame(frame);
    else last = 0;
  };
  const requestRender = (frames = 2): void => {
    busy = Math.max(busy, frames);
    if (!raf) raf = requestAnimationFrame(frame);
  };
  for (const ev of ['moved', 'zoomed'] as const)
    vp.on(ev, () => {
      if (shown) publish();
      requestRender();
    });

  // a touch the browser turns into a page scroll: the board goes back to where it was when
  // the finger came down (its first moves may have reached the viewport) and forgets it
  let downAt: { x: number; y: number } | null = null;
  const onDown = (e: PointerEvent): void => {
    pointers += 1;
    requestRender();
    if (e.isPrimary) downAt = { x: vp.x, y: vp.y };
  };
  const onUp = (): void => {
    pointers = Math.max(0, pointers - 1);
    requestRender();
  };
  const onMove = (): void => requestRender();
  let cancelled: { x: number; y: number } | null = null;
  const restore = (at: { x: number; y: number }): void => {
    vp.input.clear();
    vp.plugins.get('decelerate')?.reset();
    vp.position.set(at.x, at.y);
    publish();
    vp.emit('drag-cancel');
  };
  const onCancel = (): void => {
    pointers = Math.max(0, pointers - 1);
    cancelled = downAt;
    downAt = null;
    if (cancelled) restore(cancelled);
  };
  // the browser follows a cancel with a pointer leave, which pixi-viewport takes for the end
  // of a drag and would glide on from; this listener runs after its own
  const onLeave = (): void => {
    if (cancelled) restore(cancelled);
    cancelled = null;
  };
  canvas.addEventListener('pointerdown', onDown, { capture: true });
  // pointer releases anywhere end a drag (a finger may leave the canvas first)
  window.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointercancel', onCancel);
  canvas.addEventListener('pointerleave', onLeave);
  const onWheel = (e: WheelEvent): void => {
    requestRender();
    if (!e.ctrlKey && opts.wheel) {
      const r = canvas.getBoundingClientRect();
      const w = vp.toWorld(e.clientX - r.left, e.clientY - r.top);
      if (opts.wheel(w.x, w.y, e)) {
        e.preventDefault();
        e.stopPropagation();
        return;
      }
    }
    if (!e.ctrlKey && !e.metaKey) e.stopPropagation(); // the page scrolls; pixi-viewport never sees it
  };
  box.addEventListener('wheel', onWheel, { capture: true, passive: false });
  const ro = new ResizeObserver(() => {
    app.resize();
    vp.resize(box.clientWidth, box.clientHeight);
    opts.resized?.(box.clientWidth, box.clientHeight);
    requestRender();
  });
  ro.observe(box);

  return {
    app,
    vp,
    publish,
    requestRender: () => requestRender(),
    destroy() {
      if (raf) cancelAnimationFrame(raf);
      raf = -1; // never again
      window.removeEventListener('pointerup', onUp);
      canvas.removeEventListener('pointermove', onMove);
      box.removeEventListener('wheel', onWheel, { capture: true });
      canvas.removeEventListener('pointercancel', onCancel);
      canvas.removeEventListener('pointerdown', onDown, { capture: true });
      canvas.removeEventListener('pointerleave', onLeave);
      ro.disconnect();
      app.destroy({ removeView: true }, { children: true });
    },
  };
}
