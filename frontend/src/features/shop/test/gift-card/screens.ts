import { blankToNull, defineCheckoutStep, type ProductTypeScreens } from '../..';
import { GiftCardsTab } from './GiftCardsTab';
import { ChooseRecipient, ChosenRecipient } from './RecipientStep';
import { ValidityField } from './ValidityField';

// A gift card's screens: how long it is valid, in the product manager; whom it is for, at the
// checkout; its buyer's account tab.
export const giftCardScreens: ProductTypeScreens = {
  form: { Figure: ValidityField, payload: (values) => ({ duration: blankToNull(values.duration) }) },
  checkout: defineCheckoutStep({ Choose: ChooseRecipient, Chosen: ChosenRecipient }),
  accountTab: { key: 'gift-cards', label: 'Gift cards', Tab: GiftCardsTab },
};
