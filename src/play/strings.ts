/**
 * Free play's strings (`play.*`), registered with i18next by whatever shows the page: the
 * page's script and its Astro components at build time. Kept out of the site's common
 * strings so that other pages and the sandbox do not carry them.
 */
import { addStrings } from '../i18n';
import cs from '../i18n/locales/play.cs.json';
import en from '../i18n/locales/play.en.json';

addStrings('play', { cs, en });
