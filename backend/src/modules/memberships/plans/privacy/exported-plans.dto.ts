import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../../core/http/int4';
import { PLAN_STATUSES, PlanCardDto } from '../dto/plan.dto';

const INSTANT_OR_NULL = { type: String, format: 'date-time', nullable: true } as const;

export class ExportedPlanInstalmentDto {
  @ApiProperty(int4Schema(1, 12)) number: number;
  @ApiProperty({ example: '$100' }) amount: string;
  @ApiProperty({ enum: ['due', 'paid', 'cancelled'] }) status: string;
  @ApiProperty(INSTANT_OR_NULL) dueAt: string | null;
  @ApiProperty(INSTANT_OR_NULL) paidAt: string | null;
}

export class ExportedPlanDto {
  @ApiProperty({ ...ID_SCHEMA, description: 'The order it pays for' }) orderId: number;
  @ApiProperty({ description: "The product's title" }) title: string;
  @ApiProperty({ enum: PLAN_STATUSES }) status: string;
  @ApiProperty({ example: '$300' }) total: string;
  @ApiProperty({ example: '$100' }) paid: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'When it was chosen at checkout' }) createdAt: string;
  @ApiProperty(INSTANT_OR_NULL) startedAt: string | null;
  @ApiProperty({ ...INSTANT_OR_NULL, description: 'When it was paid in full or cancelled' }) endedAt: string | null;
  @ApiProperty({ type: PlanCardDto, nullable: true, description: 'The card on file (never its number)' })
  card: PlanCardDto | null;
  @ApiProperty({ type: [ExportedPlanInstalmentDto] }) schedule: ExportedPlanInstalmentDto[];
}
