/**
 * Words for the analysis board's text listing of the position (for screen readers). The
 * features, choices and tiles are worded by the board kit (src/board/features.ts,
 * choices.ts, explain.ts), as on every board; every word comes from the locales.
 */
import type { TFunction } from 'i18next';
import { getModule } from '../engine/registry';
import type { RuleModule } from '../engine/module';
import { figureName, placeWords, tileName, type TileLookup } from '../board/explain';
import { featureAtLoc, roleText, tileText, whereText } from '../board/features';
import { AWARDS, type AnalysisDoc } from './doc';

/** The position as lines of text: rules, points, who moves, the hand, module state, then every tile with its figures. */
export function positionLines(d: AnalysisDoc, t: TFunction): string[] {
  const name = (p: string) => t(`player.${p}`);
  const modules = d.modules.map((id) => getModule(id)).filter((m): m is RuleModule => !!m);
  const kind = (k: string) => figureName(k, modules, t);
  const board: TileLookup = {
    at: (x, y) => {
      const e = d.tiles.find((p) => p.x === x && p.y === y);
      return e ? { tile: { id: e.tile }, q: e.rotation / 90 } : undefined;
    },
  };
  const lines: string[] = [];
  lines.push(
    t('analysis.text.rules', { list: d.modules.map((m) => t(`analysis.module.${m}`, { defaultValue: m })).join(', ') }),
  );
  lines.push(
    t('analysis.text.scores', {
      list: d.players.map((p, i) => `${name(p)} ${t('count.points', { count: d.scores[i] ?? 0 })}`).join(', '),
    }),
  );
  lines.push(t('analysis.text.toMove', { player: name(d.players[d.player] ?? d.players[0]!) }));
  lines.push(d.current ? t('analysis.text.hand', { tile: tileName(d.current, t, 0) }) : t('analysis.text.noHand'));
  for (const a of AWARDS) {
    const h = d.awards[a];
    if (!h) continue;
    const record = t(`score.record.${a}`, { tiles: t('count.tiles', { count: h.size ?? 0 }) });
    lines.push(t(`sandbox.state.${a}`, { player: name(h.player), record }));
  }
  for (const b of d.bathhouses) {
    lines.push(
      t('analysis.text.bath', {
        player: name(b.player),
        kind: kind(b.kind),
        place: t('place.onTile', { place: placeWords(b.x, b.y, t, board) }),
      }),
    );
  }
  if (!d.tiles.length) lines.push(t('analysis.text.empty'));
  for (const tile of d.tiles) {
    const figs = tile.figures.map((f) => {
      const feat = featureAtLoc(tile.tile, tile.rotation, f.at);
      return t('sandbox.textFigure', {
        player: name(f.player),
        kind: kind(f.kind),
        where: feat ? `${roleText(feat.kind, t)}, ${whereText(feat, t)}` : t(`sandbox.loc.${f.at}`),
      });
    });
    lines.push(
      t('sandbox.textTile', {
        tile: tileName(tile.tile, t),
        place: placeWords(tile.x, tile.y, t, board),
        rotation: tile.rotation,
        description: tileText(tile.tile, tile.rotation, t),
      }) + (figs.length ? ` — ${figs.join(', ')}` : ''),
    );
  }
  return lines;
}
