import type { ProductPlanDto } from '../api';

// How the checkout says a plan: what is paid today, then the monthly payments that follow.

// "2 monthly payments of $70", "1 monthly payment of $70"
export function laterPayments({ instalments, amount }: ProductPlanDto): string {
  const rest = instalments - 1;
  return `${rest} monthly payment${rest === 1 ? '' : 's'} of ${amount}`;
}

// "Today: $70, then 2 monthly payments of $70 (total $210)"
export const planTerms = (plan: ProductPlanDto) =>
  `Today: ${plan.firstAmount}, then ${laterPayments(plan)} (total ${plan.total})`;
