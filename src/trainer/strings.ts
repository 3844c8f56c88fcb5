/**
 * The trainer's strings (`trainer.*`), registered with i18next by the page's Astro components
 * at build time (the page's script loads its language's copy itself, src/trainer/app.ts).
 * Kept out of the site's common strings so that other pages and the sandbox do not carry them.
 */
import { addStrings } from '../i18n';
import cs from '../i18n/locales/trainer.cs.json';
import en from '../i18n/locales/trainer.en.json';

addStrings('trainer', { cs, en });
