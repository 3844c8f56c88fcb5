/**
 * The analysis board's panels draw from what they show (the state and the page, `PanelView`
 * in src/analysis/context.ts), never from the whole app: no panel file names the app's
 * context, so none can apply an edit, redraw the board or score moves behind the reader's back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = 'src/analysis';
const panels = readdirSync(DIR).filter((f) => /(^panels|-panel)\.ts$/.test(f));

describe('analysis panels take the panel view alone', () => {
  it('finds the panels', () => {
    expect(panels).toEqual(expect.arrayContaining(['panels.ts', 'fits-panel.ts', 'tile-panel.ts', 'state-panel.ts']));
  });
  it.each(panels)('%s names PanelView, not AnalysisContext', (f) => {
    const text = readFileSync(`${DIR}/${f}`, 'utf8');
    expect(text).toContain('PanelView');
    expect(text).not.toMatch(/\bAnalysisContext\b/);
  });
});
