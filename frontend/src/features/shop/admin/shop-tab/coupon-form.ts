import type { Dayjs } from 'dayjs';
import type { CouponDto, CreateCouponDto } from '../api';

export const CREATED_TITLE = 'Coupon Created';
export const CREATE_FAILED = 'Failed to create the coupon. Please try again.';
export const CHANGE_FAILED = 'Failed to change the coupon. Please try again.';

export type CouponKind = 'percent' | 'amount';

// The New Coupon form as antd holds it: a number field left empty is null.
export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  percentOff?: number | null;
  amountOff?: number | null;
  expiresAt?: Dayjs | null;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  minOrder?: number | null;
  productIds?: number[];
}

// The form's fields the API names the same way: its field errors show on them.
export const COUPON_FIELDS = [
  'code',
  'percentOff',
  'amountOff',
  'expiresAt',
  'usageLimit',
  'perCustomerLimit',
  'minOrder',
  'productIds',
] as const;

// POST /api/admin/coupons: the code, the number of the kind chosen, and only the limits given.
export function toCreateBody(values: CouponFormValues): CreateCouponDto {
  const body = {
    code: values.code.trim(),
    percentOff: values.kind === 'percent' ? values.percentOff : undefined,
    amountOff: values.kind === 'amount' ? values.amountOff : undefined,
    expiresAt: values.expiresAt?.toISOString(),
    usageLimit: values.usageLimit,
    perCustomerLimit: values.perCustomerLimit,
    minOrder: values.minOrder,
    productIds: values.productIds?.length ? values.productIds : undefined,
  };
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined && value !== null),
  ) as CreateCouponDto;
}

// what a coupon takes off: "10%" or "$5"
export const discountText = (c: CouponDto) => (c.percentOff === null ? (c.amountOff ?? '') : `${c.percentOff}%`);

// its uses so far, out of its limit when it has one: "3 / 100" or "3"
export const usesText = (c: CouponDto) =>
  c.usageLimit === null ? `${c.timesUsed}` : `${c.timesUsed} / ${c.usageLimit}`;

// the products it is for, by title (a product deleted since by its number)
export const productsText = (c: CouponDto, titles: ReadonlyMap<number, string>) =>
  c.productIds === null ? 'All products' : c.productIds.map((id) => titles.get(id) ?? `Product #${id}`).join(', ');
