import { it, expect, vi } from 'vitest';
vi.stubGlobal('navigator', { userAgent: 'node' });
it('pixi in node', async () => {
  const { Container, Graphics, GraphicsContext } = await import('pixi.js');
  const ctx = new GraphicsContext().poly([0, 0, 10, 10, 0, 10], true).fill({ color: 'red' }).stroke({ color: '#000', width: 2, join: 'round' });
  const g = new Graphics(ctx);
  const c = new Container(); c.addChild(g);
  expect(g.context).toBe(ctx);
});
