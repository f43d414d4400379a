import { ApiProperty } from '@nestjs/swagger';
import { OfflineMembershipConfirmDto } from '../../account/dto/membership-forms.dto';
import { PlanDto } from './plan.dto';

// The form of a plan's new card: the offline test card form's, or Stripe's setup intent's.
export class PlanCardFormDto {
  @ApiProperty({
    description:
      "Confirm it with the offline test card form, or with Stripe (provider 'stripe') as a setup intent (stripe.confirmSetup)",
  })
  clientSecret: string;
}

// The form confirmed: its client secret and the card number typed (the test cards, as for memberships).
export class ConfirmPlanCardDto extends OfflineMembershipConfirmDto {}

export class PlanCardResultDto {
  @ApiProperty({
    enum: ['succeeded', 'declined'],
    description: 'declined: the card did not pay what is owed, and nothing was changed',
  })
  status: 'succeeded' | 'declined';
  @ApiProperty({ example: 'Your card is saved.' }) message: string;
  @ApiProperty({ type: PlanDto }) plan: PlanDto;
}
