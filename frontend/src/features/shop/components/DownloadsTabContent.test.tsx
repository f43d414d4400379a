import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setupShopApi } from '../test/shop-api';
import { DownloadsTabContent } from './DownloadsTabContent';
import { TestProviders } from '../../../test/render';

const shop = setupShopApi();

function renderDownloads() {
  render(
    <TestProviders>
      <MemoryRouter>
        <DownloadsTabContent />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('DownloadsTabContent', () => {
  it('lists the purchased files, each with a Download link to its signed address', async () => {
    shop.signIn();
    shop.downloads = [
      {
        itemId: 21,
        orderId: 12,
        productId: 3,
        title: 'The Calm Leader Workbook',
        fileName: 'workbook.pdf',
        url: '/api/downloads/21?expires=1750000000&signature=abc',
        expiresAt: '2025-06-15T15:06:40.000Z',
        purchasedAt: '2025-06-03T15:45:00',
      },
    ];
    renderDownloads();
    const list = await screen.findByRole('list', { name: 'Downloads' });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item).getByText('The Calm Leader Workbook')).toBeInTheDocument();
    expect(within(item).getByText(/workbook\.pdf/)).toBeInTheDocument();
    const link = within(item).getByRole('link', { name: /Download/ });
    expect(link).toHaveAttribute('href', '/api/downloads/21?expires=1750000000&signature=abc');
    expect(link).toHaveAttribute('download');
  });

  it("says 'No downloads available' when there are none", async () => {
    shop.signIn();
    renderDownloads();
    expect(await screen.findByText('No downloads available')).toBeInTheDocument();
  });
});
