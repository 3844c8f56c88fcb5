#!/usr/bin/env node
// Writes public/favicon.ico from public/favicon.svg (our own drawing: a city cap, a road
// and a pennant on grass) for browsers and tools that ask for /favicon.ico. Chromium draws
// the SVG at 16, 32 and 48 px; each size goes into the ICO file as a PNG image.
//   node scripts/favicon-ico.mjs
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SIZES = [16, 32, 48];
const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');

/**
 * Packs PNG images into an ICO container (header, one directory entry per image, images).
 * @param {{ size: number; png: Buffer }[]} images
 * @returns {Buffer}
 */
export function icoFromPngs(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    e.writeUInt8(size >= 256 ? 0 : size, 1); // height
    e.writeUInt8(0, 2); // no palette
    e.writeUInt8(0, 3); // reserved
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

async function main() {
  const executablePath =
    process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const images = [];
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<body style="margin:0;background:transparent">${sized}</body>`);
      const png = await page.locator('svg').screenshot({ omitBackground: true });
      images.push({ size, png });
      await page.close();
    }
    const out = new URL('../public/favicon.ico', import.meta.url);
    writeFileSync(out, icoFromPngs(images));
    console.log(`public/favicon.ico: ${SIZES.join(', ')} px`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.filename === (await import('node:path')).resolve(process.argv[1])) await main();
