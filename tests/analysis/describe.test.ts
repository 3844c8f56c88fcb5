import { describe, expect, it } from 'vitest';
import { getT } from '../../src/i18n';
import { choiceText } from '../../src/board/turn/choices';
import { describeAction } from '../../src/board/words/explain';
import type { Move } from '../../src/engine/types';

describe('analysis: a scored move in words', () => {
  it("names module actions with the module's own wording, as the sandbox does (no 'module: type' fallback)", () => {
    for (const lang of ['cs', 'en']) {
      const t = getT(lang);
      const buyBack: Move = {
        x: 1,
        y: 0,
        rotation: 0,
        actions: [{ module: 'bathhouses', type: 'buyBack', x: 2, y: 0 }],
      };
      const symbol: Move = {
        x: 1,
        y: 0,
        rotation: 0,
        actions: [{ module: 'anniversary-20', type: 'symbol', from: [0, 0] }],
      };
      for (const m of [buyBack, symbol]) {
        const text = choiceText(m, 'BASE.D', t);
        const a = m.actions![0]!;
        expect(text, lang).not.toContain(`${a.module}: ${a.type}`);
        expect(text, lang).toContain(describeAction(a, t, m, (k) => k));
      }
    }
  });
});
