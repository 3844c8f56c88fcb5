/**
 * Computes a tile's drawing at rotation 0 (src/art/tile.ts turns and queries it): the layout
 * of cities, roads, the monastery and the field raster, the drawing bottom first, then the
 * outlines and figure anchors. Importing this module registers it with tile.ts
 * (`setTileBuilder`); code that only shows drawings the build made (the worked examples)
 * loads it when a drawing did not arrive.
 */
import type { FeatureDef, KnownTileDef, Location } from '../engine/core.js';
import { bandPolygon, type Pt } from './geom.js';
import { monasteryOutline, monasteryPrims, pennantPrims } from './icons.js';
import { R, bestSpot, cellCentre, clearance, fillStroke, newMask, type Mask } from './raster.js';
import { FEATURE_ATTRS, TILE_ATTRS, TILE_HINTS, type Draw, type SiteArt, type TileHint } from './registry.js';
import { upright, type Prim } from './style.js';
import { cityAnchors, cityMasks, cityShapes, drawCities } from './tile-cities.js';
import { lineAnchors, lineCentreLines, lineWidth, type LineLine } from './tile-lines.js';
import { drawGrass, fieldAnchors, fieldAreas, fieldBarrier, sideFieldAnchors } from './tile-fields.js';
import {
  besideRoad,
  drawGates,
  drawHouseEnds,
  drawHub,
  drawRoads,
  monasterySite,
  roadAnchors,
  roadCentreLines,
  roadFiguresApart,
  villageStubs,
  type RoadLine,
} from './tile-roads.js';
import { ROAD_WIDTH, WALL_W, addPoly, newSketch, withObstacles, type Indexed, type Sketch } from './tile-space.js';
import { setTileBuilder, type BaseArt } from './tile.js';

/**
 * A tile's drawing at rotation 0. First the layout: the cities' shapes, the monastery's site,
 * the roads' and lines' centre lines, and the field areas of the raster they leave free. Then the
 * drawing, bottom first: the field, grass, lines (water …), roads (under the cities, so that gates overlap
 * cleanly) with a bridge and the village stubs, cities, gates, the village or junction, the
 * cottages at the end of roads, the monastery and the modules' icons. Last each feature's outline and anchor and the meeple
 * anchors per location, kept clear of the icons (a side that is all one field included).
 */
export function buildBase(def: KnownTileDef): BaseArt {
  // a module's variant of a printed tile (a garden copy) keeps the printed tile's shape hints
  const hint: TileHint = { ...(def.variantOf ? TILE_HINTS[def.variantOf] : {}), ...TILE_HINTS[def.id] };
  const feats = def.features;
  const ofKind = (kind: FeatureDef['kind']): Indexed[] =>
    feats.map((f, i) => ({ f, i })).filter((x) => x.f.kind === kind);
  const cities = ofKind('city');
  const roads = ofKind('road');
  const monasteries = ofKind('monastery');
  const fields = ofKind('field');
  const sk = newSketch();
  const { prims, anchors } = sk;

  // --- layout
  const city = cityShapes(cities, roads, hint);
  const mon = monasterySite(cities, roads);
  const roadLines = roadCentreLines(roads, city.walls, mon);
  const villageEnds = roadLines.filter((r) => r.f.end === 'village');
  const junctionEnds = roadLines.filter((r) => r.f.end === 'junction');
  const stubs = hint.stubs || !!def.attrs?.['stubs'] || feats.some((f) => f.attrs?.['stubs']);
  const stubLines = stubs ? villageStubs(cities, city.shapes) : [];
  const hub = villageEnds.length ? 11.5 : junctionEnds.length ? 7.5 : 0;
  const lineLines = lineCentreLines(ofKind('line'), hint);
  // a monastery-kind feature whose attribute a module draws is that module's site, not a building
  const sitePainter = (f: FeatureDef) => FEATURE_ATTRS.find((a) => a.art.monastery && f.attrs?.[a.attr]);
  const buildings = monasteries.filter((m) => !sitePainter(m.f));
  const barrier = fieldBarrier(city, hint, roadLines, buildings.length ? mon.poly : null, hub, stubLines);
  for (const l of lineLines) fillStroke(barrier, l.line, lineWidth(l));
  const areas = fieldAreas(barrier, fields);

  // --- drawing
  drawBackground(prims);
  drawGrass(prims, def.id, areas.labels);
  drawLines(sk, def, hint, lineLines);
  const bridge = drawRoads(prims, roadLines, stubLines, lineLines);
  drawCities(prims, city, hint);
  drawGates(prims, roadLines, city.walls);
  drawHub(sk, villageEnds, junctionEnds, barrier);
  drawHouseEnds(sk, roadLines);
  if (buildings.length) {
    prims.push(...upright(monasteryPrims(mon.centre), mon.centre));
    sk.occupied.push({ p: mon.centre, r: 14 });
  }
  const masks = cityMasks(cities, city);
  const freeGround = () => {
    const anyFree = newMask();
    for (let k = 0; k < R * R; k++) anyFree[k] = 1;
    for (const rl of roadLines) fillStroke(anyFree, rl.line, ROAD_WIDTH + 2, 0);
    for (const w of city.walls) fillStroke(anyFree, w, WALL_W + 2, 0);
    return withObstacles(sk, anyFree);
  };
  paintIcons(sk, def, hint, cities, masks, roadLines, barrier, freeGround);
  // a module's own sites last, on the ground every icon left free
  const sites = new Map<number, SiteArt>();
  for (const m of monasteries) {
    const a = sitePainter(m.f);
    if (!a) continue;
    sites.set(
      m.i,
      a.art.monastery!({ def, hint, feature: m.f, value: m.f.attrs![a.attr], freeGround, draw: drawInto(sk) }),
    );
  }

  // --- outlines and anchors
  cityAnchors(sk, cities, city, masks);
  roadAnchors(sk, roadLines, bridge, villageEnds.length > 0);
  lineAnchors(sk, lineLines, bridge);
  for (const m of monasteries) {
    const site = sites.get(m.i);
    if (site) {
      sk.outlines.set(m.i, [site.outline]);
      sk.featAnchor.set(m.i, site.anchor);
      continue;
    }
    sk.outlines.set(m.i, [monasteryOutline(mon.centre)]);
    sk.outlinePivot.set(m.i, mon.centre);
    anchors['C'] = [mon.centre[0], mon.centre[1] + 4];
    sk.featAnchor.set(m.i, anchors['C']!);
  }
  fieldAnchors(sk, fields, areas);
  // a module's site is named by C, whatever field shares the location (reference: a garden at C)
  for (const site of sites.values()) anchors['C'] = site.anchor;
  const sideFields = sideFieldAnchors(sk, feats, fields, areas);
  const featureOfLoc = new Map<Location, number>();
  feats.forEach((f, i) => f.at.forEach((l) => featureOfLoc.set(l, i)));
  for (const sf of sideFields) featureOfLoc.set(sf.side, sf.index);
  roadFiguresApart(sk, roadLines, featureOfLoc);

  const features = feats.map((f, i) => ({
    index: i,
    kind: f.kind,
    at: [...f.at],
    outline: sk.outlines.get(i) ?? [],
    anchor: sk.featAnchor.get(i) ?? [50, 50],
    ...(sk.outlinePivot.has(i) ? { pivot: sk.outlinePivot.get(i)! } : {}),
  }));
  return { prims, anchors, features, sideFields, keepClear: sk.occupied.map((o) => ({ p: o.p, r: o.r })) };
}

/** A module painter's `draw`: its primitives onto the sketch, its discs kept clear of what follows. */
function drawInto(sk: Sketch): Draw {
  return (ps, keep) => {
    sk.prims.push(...ps);
    sk.occupied.push(...keep);
  };
}

/**
 * The lines (water …), under the roads: each by the painter of its edge letter, or as a
 * plain band when no module draws that letter.
 */
function drawLines(sk: Sketch, def: KnownTileDef, hint: TileHint, lineLines: readonly LineLine[]): void {
  const draw = drawInto(sk);
  for (const l of lineLines) {
    if (l.art) l.art.paint({ def, hint, feature: l.f, line: l.line, draw });
    else addPoly(sk.prims, 'unknown', bandPolygon(l.line, lineWidth(l)), true);
  }
}

/** The field under everything, and its edge line just inside the tile. */
function drawBackground(prims: Prim[]): void {
  addPoly(
    prims,
    'field',
    [
      [0, 0],
      [100, 0],
      [100, 100],
      [0, 100],
    ],
    true,
  );
  addPoly(
    prims,
    'field-edge',
    [
      [1.5, 1.5],
      [98.5, 1.5],
      [98.5, 98.5],
      [1.5, 98.5],
      [1.5, 1.5],
    ],
    false,
  );
}

/**
 * What the rule modules' attributes add, in module order, each kept clear of by what comes
 * after: in each city its attributes' icons, then its pennants; by the roads each attribute
 * once per tile with every road carrying it; then the marks of the tile's own attributes,
 * on free ground (off roads and walls).
 * @param masks each city's raster mask (feature index)
 * @param barrier the field raster's barrier (a road icon goes to the roomier side)
 * @param freeGround cells off every road, wall and what is drawn so far (a fresh raster each call)
 */
function paintIcons(
  sk: Sketch,
  def: KnownTileDef,
  hint: TileHint,
  cities: readonly Indexed[],
  masks: Map<number, Mask>,
  roadLines: readonly RoadLine[],
  barrier: Mask,
  freeGround: () => Mask,
): void {
  const { prims, occupied } = sk;
  const draw = drawInto(sk);

  // --- icons in cities: what the modules' attributes add (in module order), then pennants
  for (const c of cities) {
    const m = masks.get(c.i)!;
    for (const a of FEATURE_ATTRS) {
      const value = c.f.attrs?.[a.attr];
      if (!value || !a.art.city) continue;
      const free = withObstacles(sk, m);
      a.art.city({
        def,
        hint,
        feature: c.f,
        value,
        free,
        clear: clearance(free),
        centroid: centroidOfMask(free),
        draw,
      });
    }
    for (let p = 0; p < (c.f.pennants ?? 0); p++) {
      const mm = withObstacles(sk, m);
      const cl = clearance(mm);
      const prefer: Pt = c.f.at.length === 4 ? [50, 50] : centroidOfMask(mm);
      const spot = bestSpot(mm, cl, prefer, 10) ?? [50, 50];
      prims.push(...upright(pennantPrims(spot, 1.4), spot));
      occupied.push({ p: spot, r: 10.5 });
    }
  }

  // --- icons by roads: each module attribute once per tile, with every road carrying it
  for (const a of FEATURE_ATTRS) {
    if (!a.art.roads) continue;
    const list = roadLines
      .filter((r) => r.f.attrs?.[a.attr])
      .map((r) => ({ feature: r.f, value: r.f.attrs![a.attr], line: r.line }));
    if (!list.length) continue;
    a.art.roads({
      def,
      hint,
      roads: list,
      besideRoad: (line, prefer, off, t) => besideRoad(line, prefer, barrier, off, t),
      draw,
    });
  }

  // --- marks of the tile's own module attributes, on free ground
  for (const a of TILE_ATTRS) {
    const value = def.attrs?.[a.attr];
    if (!value || !a.art.paint) continue;
    a.art.paint({ def, hint, value, freeGround, draw });
  }
}

/** Centre of mass of a mask's cells (the middle of the tile for an empty mask). */
function centroidOfMask(m: Mask): Pt {
  let sx = 0,
    sy = 0,
    c = 0;
  for (let k = 0; k < R * R; k++)
    if (m[k]) {
      const p = cellCentre(k);
      sx += p[0];
      sy += p[1];
      c++;
    }
  return c ? [sx / c, sy / c] : [50, 50];
}

setTileBuilder(buildBase);
