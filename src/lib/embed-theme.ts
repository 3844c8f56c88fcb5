/**
 * The colour theme of an embed page (issue 22), before its first paint (run inline through
 * `inlineScript`, src/site/inline-script.ts): the embedding site's choice in `?motiv=`
 * (`tmavy` or `dark`, `svetly` or `light`), else the reader's choice on this site (`theme`
 * in localStorage, which a browser may keep apart inside a frame), else the system's.
 */
export function embedTheme(): void {
  const root = document.documentElement;
  let motiv: string | null = null;
  try {
    motiv = new URLSearchParams(location.search).get('motiv');
  } catch {
    /* no query */
  }
  if (motiv === 'tmavy' || motiv === 'dark') root.dataset.theme = 'dark';
  else if (motiv === 'svetly' || motiv === 'light') root.dataset.theme = 'light';
  else {
    try {
      const s = localStorage.getItem('theme');
      if (s === 'light' || s === 'dark') root.dataset.theme = s;
    } catch {
      /* storage unavailable in the frame: the system's theme */
    }
  }
}
