// Configuration keys other modules read.

/** Riel per US dollar (an integer), for showing prices in KHR next to USD. */
export const KHR_RATE_KEY = 'currency.khr-per-usd';
