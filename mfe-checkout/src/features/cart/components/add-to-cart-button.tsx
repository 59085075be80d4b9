import { Button, type ButtonProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { TelegramMainButton } from '@shop/ui/telegram-main-button.tsx';
import { useAddToCartFlow, type StockToAdd } from '../api/add-to-cart-flow.ts';

export interface AddToCartButtonProps {
  /** The stock (one store's offer) to add; null when no store sells it. */
  stockId: number | null;
  itemId: number;
  disabled?: boolean;
  /** The unit to add in; the item's base unit when left out. */
  itemUnitId?: number;
  quantity?: number;
  size?: ButtonProps['size'];
  /** The page's main offer: inside Telegram, Telegram's main button adds it too. */
  telegramMainButton?: boolean;
  /** The item's name as the page shows it: the cart names an add pressed offline by it while it waits. */
  name?: string;
}

/** Adds one store's offer of an item to the cart (the catalogue's cards and pages embed it). */
export function AddToCartButton({
  stockId,
  itemId,
  disabled,
  itemUnitId,
  quantity,
  size = 'sm',
  telegramMainButton,
  name,
}: AddToCartButtonProps) {
  const { t } = useLingui();
  const { add, pending } = useAddToCartFlow();
  const addIt = () => void add(() => stockId, { itemUnitId, quantity, name });
  return (
    <>
      {telegramMainButton ? (
        <TelegramMainButton
          text={t`Add to cart`}
          onClick={addIt}
          enabled={!disabled && stockId !== null}
          loading={pending}
        />
      ) : null}
      <Button
        size={size}
        disabled={disabled || stockId === null}
        loading={pending}
        data-testid="add-to-cart"
        data-stock-id={stockId ?? undefined}
        data-item-id={itemId}
        onClick={addIt}
      >
        {t`Add to cart`}
      </Button>
    </>
  );
}

/** Adds an item that names no store (a favourite): the stock `findStock` answers when pressed (null: none sells it, a toast says so). */
export function AddItemToCartButton({
  itemId,
  findStock,
  name,
}: {
  itemId: number;
  findStock: StockToAdd;
  name?: string;
}) {
  const { t } = useLingui();
  const { add, pending } = useAddToCartFlow();
  return (
    <Button
      size="xs"
      variant="light"
      loading={pending}
      data-testid="add-to-cart"
      data-item-id={itemId}
      onClick={() => void add(findStock, { name })}
    >
      {t`Add to cart`}
    </Button>
  );
}
