// The reviews list as CSV, in the staff member's language and time zone: what the moderation list shows (when, stars,
// what it is about, the review, who wrote it, shown or hidden and why), worded in English or Khmer. Cells go through the
// one CSV writer (lib/csv.ts), so a comment that looks like a formula stays text.
import type { ReviewModerationView } from '@shop/contracts';
import { localTimes, SHOP_TIME_ZONE, type CsvLang } from '../../lib/csv-local.ts';

const HEADERS: Record<CsvLang, string[]> = {
  en: ['Review', 'Written', 'Stars', 'About', 'Part number', 'Comment', 'By', 'Visibility', 'Reason'],
  km: ['ការវាយតម្លៃ', 'បានសរសេរ', 'ផ្កាយ', 'អំពី', 'លេខគ្រឿងបន្លាស់', 'មតិ', 'ដោយ', 'ការបង្ហាញ', 'មូលហេតុ'],
};

const WORDS: Record<CsvLang, { shop: string; shown: string; hidden: string; deleted: string }> = {
  en: { shop: 'The shop', shown: 'Shown', hidden: 'Hidden', deleted: '(deleted account)' },
  km: { shop: 'ហាង', shown: 'បានបង្ហាញ', hidden: 'បានលាក់', deleted: '(គណនីបានលុប)' },
};

export function reviewCsv(lang: CsvLang = 'en', timeZone: string = SHOP_TIME_ZONE) {
  const words = WORDS[lang];
  const { at, today } = localTimes(timeZone);
  return {
    header: HEADERS[lang],
    today,
    cells: (review: ReviewModerationView): unknown[] => [
      review.id,
      at(review.createdAt),
      review.rating,
      review.kind === 'platform' ? words.shop : (review.itemName ?? ''),
      review.partNumber ?? '',
      review.comment ?? '',
      review.userDeleted ? `${review.userName} ${words.deleted}` : review.userName,
      review.hidden ? words.hidden : words.shown,
      review.moderationReason ?? '',
    ],
  };
}
