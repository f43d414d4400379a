import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ID_SCHEMA } from '../../../../core/http/int4';
import { trimmed } from '../../../../core/http/transforms';
import { PlanErrors } from '../plans.errors';
import { PLAN_STATUSES, PlanDto, type VisiblePlanStatus } from './plan.dto';

// The owner's filters of the plans list.
export class AdminPlansQuery {
  @ApiPropertyOptional({ enum: PLAN_STATUSES, description: 'Only plans in this status' })
  @IsOptional()
  @IsIn(PLAN_STATUSES, { message: PlanErrors.statusFilter(PLAN_STATUSES) })
  status?: VisiblePlanStatus;

  @ApiPropertyOptional({
    maxLength: 200,
    description: "Any part of the buyer's name or e-mail address, or of the product's title (any case)",
  })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @IsString({ message: 'search must be text' })
  search?: string;
}

export class AdminPlanCustomerDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ example: 'Ada Lovelace' }) name: string;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
}

// A plan as the owner's list shows it: the buyer's view and who the buyer is.
export class AdminPlanDto extends PlanDto {
  @ApiProperty({ type: AdminPlanCustomerDto, nullable: true, description: 'null once the account is deleted' })
  customer: AdminPlanCustomerDto | null;
}

export class AdminPlansDto {
  @ApiProperty({ type: [AdminPlanDto], description: 'The plans, newest first' }) plans: AdminPlanDto[];
  @ApiProperty({ example: '$1200', description: 'What the listed plans have paid' }) paid: string;
  @ApiProperty({
    example: '$400',
    description: 'What the listed live plans (active, past due, paused) still owe: their unpaid instalments',
  })
  outstanding: string;
}
