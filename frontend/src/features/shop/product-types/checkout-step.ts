import type { ComponentType } from 'react';
import type { ProductDto } from '../api';

// What a type's checkout step chose for one product of the basket (a consultation's time, held
// while the customer pays).
export interface CheckoutChoice {
  productId: number;
  // names the choice: another one starts another payment (the server's order takes the holds over)
  key: string;
  // what the payment's success message adds for it ("Strategy Session: Thursday, …")
  paidNote: string;
}

export interface ChooseProps<Choice extends CheckoutChoice, Memory> {
  product: ProductDto;
  // what the step keeps for the rest of the checkout, across its products and changes (a
  // consultation's time zone): undefined until it says
  memory: Memory | undefined;
  onMemory: (memory: Memory) => void;
  onChosen: (choice: Choice) => void;
}

export interface ChosenProps<Choice extends CheckoutChoice> {
  choice: Choice;
  // back to the step, for another choice
  onChange: () => void;
}

// Asked before the shipping and the payment, for each product of the type, in the basket's order
// (under the title its definition gives, checkoutStep): the step itself, and what was chosen, shown
// above the payment form.
export interface CheckoutStep<Choice extends CheckoutChoice = CheckoutChoice, Memory = unknown> {
  Choose: ComponentType<ChooseProps<Choice, Memory>>;
  Chosen: ComponentType<ChosenProps<Choice>>;
}

// A type's step as the registry holds it: the checkout hands a step only the choices and the memory
// that step made, so its own types hold (the one cast of the registry).
export const defineCheckoutStep = <Choice extends CheckoutChoice, Memory>(step: CheckoutStep<Choice, Memory>) =>
  step as unknown as CheckoutStep;
