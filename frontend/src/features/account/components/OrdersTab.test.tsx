import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OrdersTab } from './OrdersTab';

describe('OrdersTab', () => {
  it('lists each order with its date, status, total and payment method', () => {
    renderWithProviders(
      <OrdersTab
        orders={[
          {
            id: 7,
            createdAt: '2025-06-03T15:45:00',
            status: 'completed',
            totalAmount: '$49.00',
            paymentMethod: 'card',
          },
          {
            id: 8,
            createdAt: '2025-06-04T09:05:00',
            status: 'pending',
            totalAmount: '$19.00',
            paymentMethod: null,
          },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first).getByText('Order #7')).toBeInTheDocument();
    expect(within(first).getByText('Jun 03, 2025 at 3:45 PM')).toBeInTheDocument();
    expect(within(first).getByText('completed')).toHaveClass('ant-tag-green');
    expect(within(first).getByText('$49.00')).toBeInTheDocument();
    expect(within(first).getByText('Payment: card')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(within(second).getByText('Payment: Not specified')).toBeInTheDocument();
    expect(within(second).getByText('Jun 04, 2025 at 9:05 AM')).toBeInTheDocument();
  });
});
