// Order news for Telegram, worded when it is sent: the outbox row (written by NotificationService.addOrderNews) holds
// the facts of an order-status notification and the shopper's language, never an English sentence
// (decisions.md: system-written notes are stored as a code with facts and worded when shown).
import { orderWord } from '../commerce/order-csv.ts';

/** The outbox `kind` of these rows. */
export const ORDER_NEWS_KIND = 'ORDER_STATUS';

export interface OrderNewsFacts {
  language: 'en' | 'km';
  orderId: number;
  from: string | null;
  to: string | null;
  supplierName: string | null;
  supplierNameKh: string | null;
  note: string | null;
}

/** The message in the shopper's language, with a link to the order's page on the shop's public origin. */
export function wordOrderNews(body: string, publicOrigin: string): string {
  const facts = JSON.parse(body) as OrderNewsFacts;
  const km = facts.language === 'km';
  const lang = km ? 'km' : 'en';
  const to = orderWord(lang, facts.to ?? '');
  const link = `${publicOrigin.replace(/\/$/, '')}/${km ? 'kh' : 'en'}/orders/${facts.orderId}`;
  const supplier = km ? (facts.supplierNameKh ?? facts.supplierName) : facts.supplierName;
  const headline = km
    ? supplier
      ? `ផ្នែករបស់ ${supplier} នៃការបញ្ជាទិញ #${facts.orderId} ឥឡូវ ${to}។`
      : `ការបញ្ជាទិញ #${facts.orderId} របស់អ្នក ឥឡូវ ${to}។`
    : supplier
      ? `${supplier}'s part of your order #${facts.orderId} is now ${to}.`
      : `Your order #${facts.orderId} is now ${to}.`;
  return [headline, facts.note, link].filter(Boolean).join('\n');
}
