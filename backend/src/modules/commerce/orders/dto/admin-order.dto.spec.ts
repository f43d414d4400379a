import type { OrderItemEntity } from '../../entities/order-item.entity';
import { itemsSummary } from './admin-order.dto';

const items = (...lines: [string, number][]) =>
  lines.map(([title, quantity]) => ({ title, quantity }) as OrderItemEntity);

describe("an order's items in the owner's list", () => {
  it('names up to three items, with how many of each, and counts the rest', () => {
    expect(itemsSummary(items(['Workbook', 1]))).toBe('Workbook');
    expect(itemsSummary(items(['Workbook', 1], ['Mug', 2], ['Course', 1]))).toBe('Workbook, Mug ×2, Course');
    expect(itemsSummary(items(['Workbook', 1], ['Mug', 2], ['Course', 1], ['Call', 1], ['Pen', 3]))).toBe(
      'Workbook, Mug ×2, Course and 2 more',
    );
  });
});
