/**
 * Words for the analysis board: the features of a placed tile ("rytíř ve městě (sever –
 * východ)"), a move of the tile in hand, and the position as a text listing for screen
 * readers. Every word comes from the locales; nothing here decides a rule.
 */
import type { TFunction } from 'i18next';
import { locationName, rotateCode } from '../engine/locations';
import { getTile, tileDef } from '../engine/tileset';
import type { KnownTileDef, Location } from '../engine/tile-types';
import type { Move } from '../engine/types';
import { describeTile } from '../art/describe';
import {
  describeAction,
  explainParked,
  explainStatus,
  figureName,
  placeWords,
  tileName,
  type ActionContext,
  type TileLookup,
} from '../board/explain';
import { buildGame, type AnalysisDoc } from './doc';

const ORDER = ['N', 'E', 'S', 'W', 'C', 'NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'];

/** A feature of a tile turned `rotation`: its kind, the location naming it and every location it touches (board orientation). */
export interface TileFeature {
  kind: string;
  at: Location;
  locs: Location[];
}

/** The features of a tile at a rotation that a figure can be named on (those with a location). */
export function tileFeatures(tileId: string, rotation: number): TileFeature[] {
  const t = getTile(tileId);
  if (!t) return [];
  const q = ((rotation / 90) | 0) & 3;
  return t.features
    .filter((f) => f.locs.length)
    .map((f) => {
      const locs = f.locs.map((c) => locationName(rotateCode(c, q)));
      return { kind: f.kind, at: locs[0]!, locs };
    });
}

/** The feature of a tile at a location, if any. */
export function featureAtLoc(tileId: string, rotation: number, at: Location): TileFeature | undefined {
  return tileFeatures(tileId, rotation).find((f) => f.locs.includes(at));
}

/**
 * Where a feature lies on its tile, in words ("sever – východ"; a field by the sides its
 * halves lie on, or with `exact` by every half-side: "sever, východní půlka – …").
 */
export function whereText(f: TileFeature, t: TFunction, exact = false): string {
  const shown = exact
    ? [...f.locs]
    : f.kind === 'field'
      ? [...new Set(f.locs.map((l) => (l === 'C' ? 'C' : l[0]!)))]
      : f.locs.filter((l) => l.length === 1);
  const list = (shown.length ? shown : f.locs).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  return list.map((l) => t(`sandbox.loc.${l}`)).join(' – ');
}

/** "rytíř ve městě" etc.: the role a figure takes on a feature kind. */
export function roleText(kind: string, t: TFunction): string {
  return t(`sandbox.role.${kind}`, { defaultValue: kind });
}

/** A figure kind in words ("družiník", "velký družiník"). */
export function kindText(kind: string, t: TFunction): string {
  return t(`sandbox.figure.${kind}`, { defaultValue: kind });
}

/** A tile's layout in words at a rotation ('' when unknown). */
export function tileText(id: string, rotation: number, t: TFunction): string {
  const d = tileDef(id);
  return d && d.known ? describeTile(d as KnownTileDef, rotation, t) : '';
}

/** The figure or module-action part of a move, in words (relative directions for other tiles). */
export function moveText(m: Move, tileId: string, t: TFunction, game?: ActionContext): string {
  const parts: string[] = [];
  if (m.figure) {
    const f = featureAtLoc(tileId, m.rotation, m.figure.at);
    parts.push(
      t('sandbox.choiceFigure', {
        kind: kindText(m.figure.kind, t),
        feature: f ? roleText(f.kind, t) : '',
        where: f ? whereText(f, t) : t(`sandbox.loc.${m.figure.at}`),
      }),
    );
  }
  for (const a of m.actions ?? []) parts.push(describeAction(a, t, m, (kind) => kindText(kind, t), game));
  return parts.length ? parts.join('; ') : t('sandbox.choiceNone');
}

/** The position as lines of text: rules, points, who moves, the hand, module state, then every tile with its figures. */
export function positionLines(d: AnalysisDoc, t: TFunction): string[] {
  const name = (p: string) => t(`player.${p}`);
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
  // module state, as the modules word it beside the board (status facts, figures held off the features)
  const g = buildGame(d).game;
  for (const fact of g?.status() ?? []) {
    const text = explainStatus(fact, t);
    if (text) lines.push(text);
  }
  for (const f of g?.parkedFigures() ?? []) {
    const colour = g!.players[f.player]!;
    lines.push(
      t('analysis.text.parked', {
        figure: explainParked(f, colour, figureName(f.kind, g!.modules, t), t),
        place: t('place.onTile', { place: placeWords(f.x, f.y, t, board) }),
      }),
    );
  }
  if (!d.tiles.length) lines.push(t('analysis.text.empty'));
  for (const tile of d.tiles) {
    const figs = tile.figures.map((f) => {
      const feat = featureAtLoc(tile.tile, tile.rotation, f.at);
      return t('sandbox.textFigure', {
        player: name(f.player),
        kind: kindText(f.kind, t),
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
