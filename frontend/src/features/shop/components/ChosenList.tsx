import type { CheckoutChoices } from '../lib/use-checkout-choices';
import { loadedScreens } from '../product-types/registry';

// What the basket's products asked before the payment, as chosen (each type's screens show theirs,
// loaded when it was chosen), each with the way back to its step.
export function ChosenList({ choices }: { choices: CheckoutChoices }) {
  return choices.chosen.map(({ choice, type }) => {
    const step = loadedScreens(type).checkout;
    return step && <step.Chosen key={choice.key} choice={choice} onChange={() => choices.change(choice)} />;
  });
}
