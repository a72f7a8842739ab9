/**
 * The inline script that loads the browser's internationalisation data (ICU) before the first paint
 * of a pre-rendered page (docs/architecture.md §5, total blocking time; prerender-page.tsx puts it in the
 * head after the consent gate). The first use of any Intl service in a page costs one task of 35-55 ms
 * on a mid-range phone (140-220 ms at Lighthouse's 4x CPU slowdown, measured in Chromium 156), and
 * cannot be split. Run after the paint, as main.tsx did, it was a long task while the page was
 * already visible, blocking a tap; run here it delays the paint by that much instead, and the
 * services react-aria, i18next and the prices create later cost a few milliseconds each. The
 * number format of the page's language is the service the page needs first (prices). Its SHA-256
 * is allowed by the Content-Security-Policy like the consent gate's (dist/site-manifest.json).
 */
export const INTL_WARM_SCRIPT = `try{new Intl.NumberFormat(document.documentElement.lang||'en').format(1)}catch(e){}`;
