import { useRef, useState, type FormEvent, type ReactNode } from 'react';
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
import { CheckoutFormSkeleton } from '../../../lib/skeletons.tsx';
import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import type { Cart, KhqrCurrency, OrderDetailView, PaymentMethodView, UserLocation } from '@shop/contracts';
import { useLocalizedName } from '../../../lib/localized-name.ts';
import { paths, useRouteLocale } from '../../../lib/paths.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { useShippingOptions, type ShippingOption } from '../api/get-shipping-options.ts';
import { shortLinesOf, usePlaceOrder, type ShortLine } from '../api/place-order.ts';
import { paymentKindLabels, shippingLabels } from './labels.ts';
import { OrderLinesSummary } from './order-lines-summary.tsx';
import { apiErrorText } from '@shop/ui';
import { TelegramMainButton } from '@shop/ui/telegram-main-button.tsx';

const NOTE_MAX = 500;

interface CheckoutFormProps {
  cart: Cart;
  /** The shopper's saved locations, the default first (the session's). */
  locations: UserLocation[];
  onPlaced: (order: OrderDetailView) => void;
  onShort: (lines: ShortLine[]) => void;
}

/** Where to, how it travels, how to pay, and the order in short; places the order. */
export function CheckoutForm({ cart, locations, onPlaced, onShort }: CheckoutFormProps) {
  const { t, i18n } = useLingui();
  const locale = useRouteLocale();
  const [searchParams] = useSearchParams();
  const methods = usePaymentMethods();
  const shipping = useShippingOptions();
  const place = usePlaceOrder();
  const form = useRef<HTMLFormElement>(null);
  // Back from adding a location (`?location=<id>`), that one is chosen; else the default.
  const justAdded = locations.find((saved) => String(saved.id) === searchParams.get('location'));
  const defaultLocation = justAdded ?? locations.find((saved) => saved.details.isDefault) ?? locations[0];
  const [locationId, setLocationId] = useState<string | null>(defaultLocation ? String(defaultLocation.id) : null);
  const [shippingOption, setShippingOption] = useState<ShippingOption | null>(null);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [khqrCurrency, setKhqrCurrency] = useState<KhqrCurrency>('USD');

  if (methods.isPending || shipping.isPending) {
    return <CheckoutFormSkeleton />;
  }
  if (methods.isError || shipping.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(methods.error ?? shipping.error)}
      </Alert>
    );
  }

  // Until the shopper picks, the first of each list is the choice.
  const chosenShipping = shippingOption ?? shipping.data[0] ?? null;
  const chosenMethod = methods.data.find((method) => String(method.id) === methodId) ?? methods.data[0] ?? null;
  const ready = locationId !== null && chosenShipping !== null && chosenMethod !== null && !cart.hasWarnings;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    place.mutate(
      {
        userLocationId: Number(locationId),
        shippingOption: chosenShipping,
        paymentMethod: chosenMethod.type,
        ...(chosenMethod.type === 'BANK' ? { khqrCurrency } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: onPlaced,
        onError: (error) => {
          const short = shortLinesOf(error);
          if (short) onShort(short);
        },
      },
    );
  };

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
                <Alert color="orange" variant="light" data-testid="checkout-no-location">
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
                <Radio.Group
                  value={locationId}
                  onChange={setLocationId}
                  name="location"
                  data-testid="checkout-location"
                >
                  <Stack gap="xs">
                    {locations.map((saved) => (
                      <LocationChoice key={saved.id} saved={saved} />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            </Section>
            <Section title={t`Shipping`}>
              <Radio.Group
                value={chosenShipping}
                onChange={(value) => setShippingOption(value as ShippingOption)}
                name="shipping"
                data-testid="checkout-shipping"
              >
                <Group gap="lg">
                  {shipping.data.map((option) => (
                    <Radio
                      key={option}
                      value={option}
                      label={shippingLabels[option] ? i18n._(shippingLabels[option]) : option}
                    />
                  ))}
                </Group>
              </Radio.Group>
            </Section>
            <Section title={t`Payment`}>
              {methods.data.length === 0 ? (
                <Alert
                  color="orange"
                  variant="light"
                >{t`No payment method is available right now. Please try again later.`}</Alert>
              ) : (
                <Radio.Group
                  value={chosenMethod ? String(chosenMethod.id) : null}
                  onChange={setMethodId}
                  name="payment"
                  data-testid="checkout-payment"
                >
                  <Stack gap="xs">
                    {methods.data.map((method) => (
                      <PaymentChoice key={method.id} method={method} />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
              {chosenMethod?.type === 'BANK' ? (
                <Stack gap={4}>
                  <Text size="sm">{t`You pay by scanning a KHQR code with your banking app. The code asks for:`}</Text>
                  <SegmentedControl
                    value={khqrCurrency}
                    onChange={(value) => setKhqrCurrency(value as KhqrCurrency)}
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
            <Textarea
              label={t`Note for the shop (optional)`}
              value={note}
              maxLength={NOTE_MAX}
              rows={3}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <Title order={2} size="h4">{t`Your order`}</Title>
              <OrderLinesSummary
                lines={cart.lines}
                total={cart.total}
                totalKhr={cart.totalKhr}
                testId="checkout-total"
              />
              {cart.dealerPricing ? (
                <Text size="sm" c="dimmed" data-testid="checkout-dealer-prices">{t`Dealer prices apply.`}</Text>
              ) : null}
              {cart.hasWarnings ? (
                <Alert color="orange" variant="light" p="xs">
                  {t`Some lines cannot be ordered as they are. Change them in your cart first.`}
                </Alert>
              ) : null}
              {place.isError && !shortLinesOf(place.error) ? (
                <Alert color="red" variant="light" role="alert" data-testid="checkout-error">
                  {apiErrorText(place.error)}
                </Alert>
              ) : null}
              <Button
                type="submit"
                fullWidth
                size="md"
                loading={place.isPending}
                disabled={!ready}
                data-testid="checkout-submit"
              >
                {t`Place order`}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </form>
  );
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
          [account, i18n.locale === 'km' && method.noteKh ? method.noteKh : method.note].filter(Boolean).join(' — ') ||
          undefined
        }
      />
    </Paper>
  );
}
