import { Injectable } from '@nestjs/common';
import { PaymentPlansRepository } from '../../commerce';
import { type MyPlansDto, toPlanDto } from './dto/plan.dto';

// The buyer's payment plans, for the account's Payment plans tab.
@Injectable()
export class MyPlansService {
  constructor(private readonly plans: PaymentPlansRepository) {}

  async list(userId: number): Promise<MyPlansDto> {
    return { plans: (await this.plans.ofUser(userId)).map(toPlanDto) };
  }
}
