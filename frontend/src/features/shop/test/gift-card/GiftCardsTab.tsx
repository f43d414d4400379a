// The account's tab of a gift card's buyer (the contract has no gift cards to list).
export function GiftCardsTab() {
  return <p>The gift cards you give show here.</p>;
}
