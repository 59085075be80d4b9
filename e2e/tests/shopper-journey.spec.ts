import { expect, test, type Page } from './support/test.ts';
import {
  call,
  findVehicle,
  moveOrder,
  partsFromTwoSuppliers,
  registerShopper,
  signInToken,
  type PartToBuy,
} from './support/shop-api.ts';

// Issue 5's whole journey on the composed app (shell + catalogue, checkout and account remotes + API on
// PostgreSQL + socket.io), once in English and once in Khmer: choose a vehicle, add parts from two
// suppliers, check out, see the order pending, cancel one line, the shop accepts it, two invoices appear,
// the notification count rises without a reload, the order is delivered and the shopper reviews the part.
// The shopper's controls are found as a shopper finds them, by role and name in the page's language (the words
// below); states are read from data attributes and the API's own data.

interface OrderLineView {
  id: number;
  stockId: number;
  status: string;
  review: { id: number; rating: number; comment: string | null } | null;
  canReview: boolean;
}

// The names the shopper reads on the controls, in each language (from the catalogues, written out here so a
// missing translation fails).
const words = {
  en: {
    year: 'Year',
    brand: 'Brand',
    model: 'Model',
    findParts: 'Find parts',
    addToCart: 'Add to cart',
    goToCheckout: 'Go to checkout',
    placeOrder: 'Place order',
    viewOrder: 'View the order',
    cancelLine: (name: string) => `Cancel the line ${name}`,
    confirmCancelLine: 'Cancel the line',
    writeReview: (name: string) => `Write a review of ${name}`,
    editReview: (name: string) => `Edit your review of ${name}`,
    reviewForm: (name: string) => `Review of ${name}`,
    comment: 'Comment',
  },
  kh: {
    year: 'ឆ្នាំ',
    brand: 'ម៉ាក',
    model: 'ម៉ូដែល',
    findParts: 'ស្វែងរកគ្រឿងបន្លាស់',
    addToCart: 'ដាក់ក្នុងកន្ត្រក',
    goToCheckout: 'បន្តទៅការបង់ប្រាក់',
    placeOrder: 'ដាក់ការបញ្ជាទិញ',
    viewOrder: 'មើលការបញ្ជាទិញ',
    cancelLine: (name: string) => `បោះបង់មុខទំនិញ ${name}`,
    confirmCancelLine: 'បោះបង់មុខទំនិញនេះ',
    writeReview: (name: string) => `សរសេរការវាយតម្លៃលើ ${name}`,
    editReview: (name: string) => `កែសម្រួលការវាយតម្លៃរបស់អ្នកលើ ${name}`,
    reviewForm: (name: string) => `ការវាយតម្លៃលើ ${name}`,
    comment: 'មតិយោបល់',
  },
} as const;

// Written out here rather than imported, so the test checks the app against the calendar, not against itself.
const KHMER_MONTHS = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];

const countOf = async (page: Page) =>
  Number(await page.getByTestId('notification-count').first().getAttribute('data-count'));

for (const locale of ['en', 'kh'] as const) {
  test(`the shopper's journey in ${locale === 'en' ? 'English' : 'Khmer'}: vehicle, cart, order, cancel a line, invoices, live count, delivery, review`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const shopper = await registerShopper(request, locale === 'en' ? 'Dara Journey' : 'សុខា ដំណើរ');
    const camry = await findVehicle(request, 'Toyota', 'Camry', 2015);
    const parts = await partsFromTwoSuppliers(request, camry, 3);
    const [first, second, third] = parts as [PartToBuy, PartToBuy, PartToBuy];
    expect(first.offer.supplier.id).not.toBe(second.offer.supplier.id);
    const suppliersKept = new Set([first.offer.supplier.id, second.offer.supplier.id]);

    // Signed in the way the sign-in page leaves it: the token in local storage (the sign-in itself is identity.spec's).
    await page.addInitScript((token) => window.localStorage.setItem('token', token), shopper.token);

    // 1. The vehicle, chosen on the home page.
    const say = words[locale];
    const name = (item: { name: string; nameKh: string | null }) =>
      locale === 'kh' ? (item.nameKh ?? item.name) : item.name;
    await page.goto(`/${locale}`);
    await page.getByLabel(say.year, { exact: true }).selectOption({ label: String(camry.year.value) });
    await page.getByLabel(say.brand, { exact: true }).selectOption({ label: name(camry.brand) });
    await page.getByLabel(say.model, { exact: true }).selectOption({ label: name(camry.model) });
    await page.getByRole('button', { name: say.findParts, exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/${locale}/filter\\?year=${camry.year.id}&brand=${camry.brand.id}&model=${camry.model.id}`),
    );
    await expect(page.getByTestId('chosen-vehicle')).toContainText(name(camry.model));
    expect(await countOf(page)).toBe(0);

    // 2. Three parts that fit it, the first two from different suppliers, each from its store's row on the part page.
    for (const [index, part] of parts.entries()) {
      await page.goto(`/${locale}/part/${part.id}`);
      await page
        .getByRole('row')
        .filter({ has: page.getByText(name(part.offer.store), { exact: true }) })
        .getByRole('button', { name: say.addToCart, exact: true })
        .click();
      await expect(page.getByTestId('cart-count').first()).toHaveText(String(index + 1));
    }

    // 3. Cart and checkout: the default address is chosen, cash on delivery.
    await page.locator(`header a[href="/${locale}/cart"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await page.getByRole('link', { name: say.goToCheckout }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
    await page.locator('[data-testid="checkout-payment-option"][data-kind="CASH"]').check();
    await page.getByRole('button', { name: say.placeOrder, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/done/\\d+$`));
    const orderId = Number(page.url().split('/').at(-1));
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'PENDING');
    await expect(page.getByTestId('cart-count').first()).toHaveText('0');

    // 4. The order, pending, in the account; the third line is cancelled.
    await page.getByRole('link', { name: say.viewOrder, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/${orderId}$`));
    await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'PENDING');
    if (locale === 'kh') {
      // Chromium's ICU has no Khmer dates; the page must still write the day in Khmer, with no English month or AM/PM.
      await expect(page.getByTestId('order-placed')).toHaveText(new RegExp(`(${KHMER_MONTHS.join('|')}) [០-៩]{4}`));
      await expect(page.getByTestId('order-placed')).not.toHaveText(/[A-Za-z]/);
    }
    const lines = (
      await call<{ lines: OrderLineView[] }>(request, 'GET', `/api/frontend/order/${orderId}`, { token: shopper.token })
    ).lines;
    expect(lines).toHaveLength(3);
    const lineOf = (part: PartToBuy) => lines.find((line) => line.stockId === part.offer.stockId)!;
    const dropped = page.locator(`[data-testid="order-line"][data-line-id="${lineOf(third).id}"]`);
    await dropped.getByRole('button', { name: say.cancelLine(name(third)), exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: say.confirmCancelLine, exact: true }).click();
    await expect(dropped).toHaveAttribute('data-status', 'CANCELLED');
    await expect(page.locator(`[data-testid="order-line"][data-line-id="${lineOf(first).id}"]`)).toHaveAttribute(
      'data-status',
      'OPEN',
    );
    await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'PENDING');

    // 5. The shop accepts it through the back-office API: the header's count rises on this open page, no reload.
    const before = await countOf(page);
    const admin = await signInToken(request, 'admin@parts.demo', 'Admin-1234');
    await moveOrder(request, admin, orderId, 'accepted');
    await expect(page.getByTestId('notification-count').first()).toHaveAttribute('data-count', String(before + 1));
    await page.reload();
    await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'ACCEPTED');

    // 6. One invoice per supplier still selling a line: two.
    await page.goto(`/${locale}/invoices`);
    const invoices = page.locator(`[data-testid="invoice-row"][data-order-id="${orderId}"]`);
    await expect(invoices).toHaveCount(suppliersKept.size);

    // 7. Processing, then delivered: each move is one more live notification.
    await moveOrder(request, admin, orderId, 'processing');
    await expect(page.getByTestId('notification-count').first()).toHaveAttribute('data-count', String(before + 2));
    await moveOrder(request, admin, orderId, 'delivered');
    await expect(page.getByTestId('notification-count').first()).toHaveAttribute('data-count', String(before + 3));

    // The notifications page words the move in the shopper's language from the facts the API keeps.
    await page.goto(`/${locale}/notifications`);
    await expect(page.getByTestId('notification-row').first().getByTestId('notification-message')).toHaveText(
      locale === 'en'
        ? `Your order #${orderId} moved from Processing to Delivered.`
        : `ស្ថានភាពការបញ្ជាទិញ #${orderId} របស់អ្នកបានប្តូរពី កំពុងរៀបចំ ទៅ បានដឹកដល់។`,
    );

    // 8. The shopper reviews the first part from the delivered order, and the review shows on the part's page.
    await page.goto(`/${locale}/orders/${orderId}`);
    await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'DELIVERED');
    const reviewed = page.locator(`[data-testid="order-line"][data-line-id="${lineOf(first).id}"]`);
    await reviewed.getByRole('button', { name: say.writeReview(name(first)), exact: true }).click();
    const form = page.getByRole('form', { name: say.reviewForm(name(first)) });
    // Mantine's Rating commits a star when its label is clicked (the radio itself is visually hidden).
    const fourStars = await form.locator('input[type="radio"][value="4"]').getAttribute('id');
    await form.locator(`label[for="${fourStars}"]`).click();
    const comment = locale === 'en' ? `Fits the ${camry.model.name} perfectly` : 'ដាក់ចូលល្អណាស់';
    await form.getByLabel(say.comment).fill(comment);
    await form.locator('button[type="submit"]').click();
    await expect(reviewed.getByRole('button', { name: say.editReview(name(first)), exact: true })).toBeVisible();
    const stored = (
      await call<{ lines: OrderLineView[] }>(request, 'GET', `/api/frontend/order/${orderId}`, { token: shopper.token })
    ).lines;
    expect(stored.find((line) => line.stockId === first.offer.stockId)!.review).toMatchObject({ rating: 4, comment });

    await page.goto(`/${locale}/part/${first.id}`);
    await expect(page.getByText(comment)).toBeVisible();
  });
}
