/**
 * Every test file starts with every rule module and every module's art registered, as the
 * apps that offer every set have them (src/engine/index.ts, src/engine/modules/art.ts). The
 * board kit no longer registers art itself: a worked example loads only its sets' art
 * (src/engine/modules/art-lazy.ts).
 */
import '../src/engine/index.js';
import '../src/engine/modules/art.js';
