/** What the free-play browser tests share: the game record in the page's game link. */
import type { Page } from '@playwright/test';
import { recordFromQuery, type GameRecord } from '../../../src/play/record';

/** The record in the page's game link, read by the page's own reader (throws on a bad link). */
export async function linkRecord(page: Page): Promise<GameRecord> {
  const link = await page.locator('[data-game-link]').inputValue();
  const rec = recordFromQuery(new URL(link).search);
  if (!rec || 'key' in rec) throw new Error(`bad game link ${link}`);
  return rec;
}
