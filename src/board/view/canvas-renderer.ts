/**
 * PixiJS's canvas renderer, which a worked example's board starts with (src/board/view/view.ts,
 * `prefer: 'canvas'`). PixiJS imports it only once `app.init` runs; the bootstrap
 * (element.ts) imports this module as the sandbox's code loads, so the renderer's code
 * arrives with the rest instead of after it.
 */
export { CanvasRenderer } from 'pixi.js';
