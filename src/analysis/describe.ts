/**
 * Words for the analysis board's text listing of the position (for screen readers). The
 * features, choices and tiles are worded by the board kit (src/board/words/features.ts,
 * choices.ts, explain.ts), as on every board; every word comes from the locales.
 */
import type { TFunction } from 'i18next';
import { getModule, type RuleModule, type StateCounts, gameOfSetup, type Setup } from '../engine';
import { explainParked, explainStatus, figureName, handTileName } from '../board/words/explain';
import { listWords, lookupOf } from '../board/words/places';
import { featureAtLoc, roleText, tileText, whereText } from '../board/words/features';

/**
 * The position as lines of text: rules, points, who moves, the hand, module state (status
 * facts, what a module counts per player, figures held off the features), then every tile
 * with its figures.
 */
export function positionLines(d: Setup, t: TFunction): string[] {
  const name = (p: string) => t(`player.${p}`);
  const modules = d.modules.map((id) => getModule(id)).filter((m): m is RuleModule => !!m);
  const kind = (k: string) => figureName(k, modules, t);
  // every tile worded from one tile a reader can tell apart (never one entry from another)
  const words = listWords(lookupOf(d.tiles), t);
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
  lines.push(d.current ? t('analysis.text.hand', { tile: handTileName(d.current, t) }) : t('analysis.text.noHand'));
  // module state, as the modules word it beside the board (status facts, figures held off the features)
  const g = gameOfSetup(d).game;
  for (const fact of g?.status() ?? []) {
    const text = explainStatus(fact, t);
    if (text) lines.push(text);
  }
  // what a module counts per player (its counts fields), worded by its `state.<field>.*` keys
  for (const m of modules)
    for (const f of m.state?.fields ?? []) {
      if (f.type !== 'counts') continue;
      const counts = (d.state[m.id]?.[f.id] ?? {}) as StateCounts;
      const list = d.players.flatMap((p) => {
        const items = f.items
          .filter((item) => (counts[p]?.[item] ?? 0) > 0)
          .map((item) =>
            t('analysis.text.countItem', { item: t(`${m.id}:state.${f.id}.item.${item}`), count: counts[p]![item] }),
          );
        return items.length ? [t('analysis.text.countsOf', { player: name(p), list: items.join(', ') })] : [];
      });
      if (list.length)
        lines.push(t('analysis.text.counts', { label: t(`${m.id}:state.${f.id}.label`), list: list.join('; ') }));
    }
  for (const f of g?.parkedFigures() ?? []) {
    const colour = g!.players[f.player]!;
    lines.push(
      t('analysis.text.parked', {
        figure: explainParked(f, colour, figureName(f.kind, g!.modules, t), t),
        place: words.onTile(f.x, f.y),
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
        tile: words.name(tile.tile),
        place: words.place(tile.x, tile.y),
        rotation: tile.rotation,
        description: tileText(tile.tile, tile.rotation, t),
      }) + (figs.length ? ` — ${figs.join(', ')}` : ''),
    );
  }
  return lines;
}
