import { useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CheckoutFormSkeleton } from '../../../lib/skeletons.tsx';
import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import type {
  Cart,
  DeliveryChoice,
  DeliveryQuote,
  KhqrCurrency,
  OrderDetailView,
  PaymentMethodView,
  UserLocation,
} from '@shop/contracts';
import { localizedText, useLocalizedName } from '@shop/i18n';
import { paths, useRouteLocale } from '../../../lib/paths.ts';
import { useDeliveryQuote } from '../api/get-delivery-quote.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { shortLinesOf, usePlaceOrder, type ShortLine } from '../api/place-order.ts';
import { planDelivery, type DeliveryPlan } from '../utils/delivery-plan.ts';
import { deliveryChoiceLabels, paymentKindLabels } from './labels.ts';
import { OrderLinesSummary, type SummaryCharge } from './order-lines-summary.tsx';
import { partProblemMessage, PartDeliveryChoices } from './part-delivery-choices.tsx';
import { Amount, apiErrorText, describeApiError, type ApiProblem } from '@shop/ui';
import { putOnField } from '@shop/ui/form-errors.ts';
import { TelegramMainButton } from '@shop/ui/telegram-main-button.tsx';

const NOTE_MAX = 500;

interface CheckoutFormProps {
  cart: Cart;
  /** The shopper's saved locations, the default first (the session's). */
  locations: UserLocation[];
  onPlaced: (order: OrderDetailView) => void;
  onShort: (lines: ShortLine[]) => void;
}

/** Where to, how each supplier's part travels, how to pay, and the order in short; places the order. */
export function CheckoutForm({ cart, locations, onPlaced, onShort }: CheckoutFormProps) {
  const { t, i18n } = useLingui();
  const locale = useRouteLocale();
  const nameOf = useLocalizedName();
  const [searchParams] = useSearchParams();
  const methods = usePaymentMethods();
  const place = usePlaceOrder();
  const form = useRef<HTMLFormElement>(null);
  // Back from adding a location (`?location=<id>`), that one is chosen; else the default.
  const justAdded = locations.find((saved) => String(saved.id) === searchParams.get('location'));
  const defaultLocation = justAdded ?? locations.find((saved) => saved.details.isDefault) ?? locations[0];
  // The fields that show an error are named as the order's body, so a refusal naming one lands under it; the others
  // are not, so a refusal naming them is said in the alert.
  const checkout = useForm({
    mode: 'controlled',
    initialValues: {
      userLocationId: defaultLocation ? String(defaultLocation.id) : null,
      // The shopper's delivery choice per supplier part, by supplier id; a part not chosen yet takes its first option.
      picked: {} as Record<number, DeliveryChoice>,
      // Until the shopper picks, the first method is the choice.
      paymentMethod: null as string | null,
      currency: 'USD' as KhqrCurrency,
      note: '',
    },
  });
  const [problem, setProblem] = useState<ApiProblem>();
  const { userLocationId: locationId, picked, paymentMethod: methodId, currency: khqrCurrency } = checkout.values;
  const location = locations.find((saved) => String(saved.id) === locationId) ?? null;
  const quote = useDeliveryQuote(location ? { userLocationId: location.id } : null, cart.lines);

  if (methods.isPending) {
    return <CheckoutFormSkeleton />;
  }
  if (methods.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(methods.error)}
      </Alert>
    );
  }

  const chosenMethod = methods.data.find((method) => String(method.id) === methodId) ?? methods.data[0] ?? null;
  // A quote still being asked for another address is not the one to order by.
  const current = quote.data && !quote.isPlaceholderData ? quote.data : null;
  const plan = quote.data ? planDelivery(quote.data, picked, chosenMethod?.type ?? null, cart) : null;
  const blocked = blockedReason({ cart, location, quote, current, plan, hasMethod: chosenMethod !== null }, nameOf);
  const ready = blocked === null;
  const placeName = location ? nameOf(location.location) : '';

  const submit = checkout.onSubmit(({ note }) => {
    if (!ready || !plan || !location || !chosenMethod) return;
    setProblem(undefined);
    place.mutate(
      {
        userLocationId: location.id,
        paymentMethod: chosenMethod.type,
        parts: plan.choices,
        ...(chosenMethod.type === 'BANK' ? { khqrCurrency } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: onPlaced,
        onError: (error) => {
          const short = shortLinesOf(error);
          if (short) onShort(short);
          else setProblem(putOnField(checkout, describeApiError(error), (message) => i18n._(message)));
        },
      },
    );
  });

  return (
    <form ref={form} onSubmit={submit} aria-label={t`Checkout`}>
      <TelegramMainButton
        text={t`Place order`}
        onClick={() => form.current?.requestSubmit()}
        enabled={ready}
        loading={place.isPending}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Section title={t`Delivery address`}>
              {locations.length === 0 ? (
                <Alert color="orange" variant="light">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{t`You have no saved location yet. Add one, then come back to place your order.`}</Text>
                    <Button
                      component={Link}
                      to={paths.locations(locale, paths.checkout(locale))}
                      size="xs"
                      variant="light"
                    >
                      {t`Add a location`}
                    </Button>
                  </Stack>
                </Alert>
              ) : (
                <Radio.Group {...checkout.getInputProps('userLocationId')} name="location">
                  <Stack gap="xs">
                    {locations.map((saved) => (
                      <LocationChoice key={saved.id} saved={saved} />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            </Section>
            <Section title={t`Payment`}>
              {methods.data.length === 0 ? (
                <Alert
                  color="orange"
                  variant="light"
                >{t`No payment method is available right now. Please try again later.`}</Alert>
              ) : (
                <Radio.Group
                  {...checkout.getInputProps('paymentMethod')}
                  value={chosenMethod ? String(chosenMethod.id) : null}
                  name="payment"
                >
                  <Stack gap="xs">
                    {methods.data.map((method) => (
                      <PaymentChoice key={method.id} method={method} />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
              {chosenMethod?.type === 'CASH' ? (
                <Text size="sm" c="dimmed">
                  {t`Paying cash: shipped items are paid on delivery, items you pick up are paid at the store.`}
                </Text>
              ) : null}
              {chosenMethod?.type === 'BANK' ? (
                <Stack gap={4}>
                  <Text size="sm">{t`You pay by scanning a KHQR code with your banking app. The code asks for:`}</Text>
                  <SegmentedControl
                    value={khqrCurrency}
                    onChange={(value) => checkout.setFieldValue('currency', value as KhqrCurrency)}
                    data={[
                      { value: 'USD', label: t`US dollars` },
                      { value: 'KHR', label: t`Riel` },
                    ]}
                    aria-label={t`Currency of the KHQR code`}
                    data-testid="checkout-khqr-currency"
                    w="fit-content"
                  />
                </Stack>
              ) : null}
            </Section>
            {location ? (
              <Section title={t`Delivery`}>
                {quote.isError ? (
                  <Alert color="red" variant="light" role="alert">
                    {apiErrorText(quote.error)}
                  </Alert>
                ) : plan && quote.data ? (
                  <div style={{ opacity: current ? 1 : 0.6 }} aria-busy={!current}>
                    <PartDeliveryChoices
                      plan={plan}
                      payment={chosenMethod?.type ?? null}
                      place={placeName}
                      outsideZones={quote.data.outsideZones}
                      onChoose={(supplierId, choice) =>
                        checkout.setFieldValue('picked', { ...picked, [supplierId]: choice })
                      }
                    />
                  </div>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t`Pricing delivery to this address…`}
                  </Text>
                )}
              </Section>
            ) : null}
            <Textarea
              label={t`Note for the shop (optional)`}
              maxLength={NOTE_MAX}
              rows={3}
              {...checkout.getInputProps('note')}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <Title order={2} size="h4">{t`Your order`}</Title>
              <OrderLinesSummary
                lines={cart.lines}
                charges={plan ? deliveryCharges(plan, (message) => i18n._(message), nameOf) : []}
                total={plan?.total ?? cart.total}
                totalKhr={plan?.totalKhr ?? cart.totalKhr}
                testId="checkout-total"
              />
              {plan ? (
                <Group justify="space-between" align="baseline" wrap="nowrap">
                  <Text size="sm" c="dimmed">{t`Of which delivery`}</Text>
                  <Amount
                    usd={plan.deliveryTotal}
                    khr={plan.deliveryTotalKhr}
                    size="sm"
                    align="end"
                    testId="checkout-delivery-total"
                  />
                </Group>
              ) : null}
              {cart.dealerPricing ? <Text size="sm" c="dimmed">{t`Dealer prices apply.`}</Text> : null}
              {cart.hasWarnings ? (
                <Alert color="orange" variant="light" p="xs">
                  {t`Some lines cannot be ordered as they are. Change them in your cart first.`}
                </Alert>
              ) : null}
              {problem ? (
                <Alert color="red" variant="light" role="alert">
                  {i18n._(problem.message)}
                </Alert>
              ) : null}
              <Button
                type="submit"
                fullWidth
                size="md"
                loading={place.isPending}
                disabled={!ready}
                aria-describedby={blocked ? 'checkout-blocked-reason' : undefined}
                data-testid="checkout-submit"
              >
                {t`Place order`}
              </Button>
              {blocked ? (
                <Text size="sm" c="orange.9" id="checkout-blocked-reason" data-testid="checkout-blocked-reason">
                  {i18n._(blocked)}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </form>
  );
}

type NameOf = (named: { name: string; nameKh?: string | null }) => string;

/** The summary's delivery rows: each part's way and fee, and its cash-on-delivery fee when it has one. */
function deliveryCharges(plan: DeliveryPlan, say: (message: MessageDescriptor) => string, nameOf: NameOf) {
  return plan.parts.flatMap((part): SummaryCharge[] => {
    if (part.choice === null) return [];
    const supplier = nameOf(part.part.supplier);
    const way = say(deliveryChoiceLabels[part.choice]);
    const id = part.part.supplier.id;
    const rows: SummaryCharge[] = [{ key: `fee-${id}`, label: say(msg`${supplier}: ${way}`), amount: part.fee }];
    if (Number(part.codFee) > 0)
      rows.push({ key: `cod-${id}`, label: say(msg`${supplier}: cash on delivery`), amount: part.codFee });
    return rows;
  });
}

interface BlockedFacts {
  cart: Cart;
  location: UserLocation | null;
  quote: { isError: boolean };
  /** The quote for the address chosen now (null while it is being asked). */
  current: DeliveryQuote | null;
  plan: DeliveryPlan | null;
  hasMethod: boolean;
}

/** Why the order cannot be placed yet, said under the disabled button; null when it can. */
function blockedReason(
  { cart, location, quote, current, plan, hasMethod }: BlockedFacts,
  nameOf: NameOf,
): MessageDescriptor | null {
  if (cart.hasWarnings)
    return msg`Some lines of your cart cannot be ordered as they are: change them in your cart first.`;
  if (location === null) return msg`Add a delivery address to place your order.`;
  if (quote.isError) return msg`Delivery to this address could not be priced. Reload the page to try again.`;
  if (plan === null || current === null) return msg`Pricing delivery to this address…`;
  if (!hasMethod) return msg`No payment method is available right now.`;
  const problem = plan.parts.find((part) => part.problem !== null);
  if (problem?.problem) return partProblemMessage(problem.problem, nameOf(problem.part.supplier));
  if (plan.parts.length === 0) return msg`None of the items in your cart are sold any more.`;
  return null;
}
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function LocationChoice({ saved }: { saved: UserLocation }) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const { details } = saved;
  return (
    <Paper withBorder radius="md" p="sm">
      <Radio
        value={String(saved.id)}
        data-testid="checkout-location-option"
        label={
          <Group gap="xs">
            <Text fw={600}>{details.label}</Text>
            {details.isDefault ? (
              <Badge color="green" variant="light" size="sm">
                {t`Default`}
              </Badge>
            ) : null}
          </Group>
        }
        description={[`${details.address}, ${nameOf(saved.location)}`, details.recipientName, details.phone]
          .filter(Boolean)
          .join(' · ')}
      />
    </Paper>
  );
}

function PaymentChoice({ method }: { method: PaymentMethodView }) {
  const { i18n } = useLingui();
  const nameOf = useLocalizedName();
  const account = [method.accountName, method.accountNumber].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" p="sm">
      <Radio
        value={String(method.id)}
        data-testid="checkout-payment-option"
        data-kind={method.type}
        label={
          <Group gap="xs">
            <Text fw={600}>{nameOf(method)}</Text>
            <Badge variant="light" size="sm">
              {i18n._(paymentKindLabels[method.type])}
            </Badge>
          </Group>
        }
        description={
          [account, localizedText(method.note, method.noteKh, i18n.locale)].filter(Boolean).join(' — ') || undefined
        }
      />
    </Paper>
  );
}
