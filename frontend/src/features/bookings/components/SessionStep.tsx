import type { CheckoutChoice, ChooseProps, ChosenProps } from '../../shop';
import type { BookingDto } from '../api';
import { browserTimeZone } from '../lib/zoned-days';
import { ChooseSessionTime } from './ChooseSessionTime';
import { HeldSessionTime, sessionBooked } from './HeldSessionTime';

// A consultation's choice at the checkout: its time, held for the customer while they pay.
export interface SessionChoice extends CheckoutChoice {
  booking: BookingDto;
}

const sessionChoice = (productId: number, booking: BookingDto): SessionChoice => ({
  productId,
  key: String(booking.id),
  paidNote: sessionBooked(booking),
  booking,
});

// The checkout's step for a consultation. The zone the customer picks times in is the step's
// memory: kept for the basket's other consultations and when a held time is changed.
export function ChooseSessionStep({ product, memory, onMemory, onChosen }: ChooseProps<SessionChoice, string>) {
  return (
    <ChooseSessionTime
      product={product}
      timeZone={memory ?? browserTimeZone()}
      onTimeZoneChange={onMemory}
      onHeld={(booking) => onChosen(sessionChoice(product.id, booking))}
    />
  );
}

export function HeldSessionStep({ choice, onChange }: ChosenProps<SessionChoice>) {
  return <HeldSessionTime booking={choice.booking} onChange={onChange} />;
}
