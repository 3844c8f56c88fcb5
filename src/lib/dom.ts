/**
 * A new element `tag` with attributes `attrs` (undefined values left out) and
 * text content `text` (when given), for the tool pages' browser code.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | undefined> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * Copies a field's text to the clipboard; where the browser refuses (no permission, a frame
 * without `clipboard-write`), focuses and selects the text for the reader to copy by hand.
 * @returns whether the text is on the clipboard
 */
export async function copyFieldText(field: HTMLInputElement | HTMLTextAreaElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(field.value);
    return true;
  } catch {
    field.focus();
    field.select();
    return false;
  }
}

/** Reads a JSON object of strings from a data attribute (an empty object when it is not one). */
export function jsonData(text: string | undefined): Record<string, string> {
  try {
    return JSON.parse(text ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}
