const rulesByLocale = new Map<string, Intl.PluralRules>();

/**
 * The plural category of `count` in `locale` (`one`, `other`...: English has both, Khmer only `other`), for a Lingui
 * `select` message whose cases are those categories. Use it instead of Lingui's `plural` for counts drawn while the
 * storefront starts (the header's cart and notification counts): Lingui's `plural` formats the number with
 * `Intl.NumberFormat` even when the message does not show it, and the first Intl formatter of a page loads the
 * browser's ICU number data, about 20 ms of main thread on a desktop and 80 ms on a phone, in the middle of the start
 * (docs/storefront.md, "Main-thread work at start"). `Intl.PluralRules` needs none of that (well under a millisecond).
 * Elsewhere `plural` is right and simpler.
 */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules.select(count);
}
