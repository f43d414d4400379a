import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, notifications, sendJson } from '../../../../test/test-api';
import { renderAt } from '../../../../test/render';
import { chooseTypeShowing, field, fillBasics, openProductManager } from '../../test/product-manager';
import { makeProduct, setupShopApi } from '../../test/shop-api';
import { ProductManagerPage } from './ProductManagerPage';
import { nodeFile, setupUploads, useNodeFormData } from '../../../../test/uploads';

const shop = setupShopApi();

setupUploads();
const file = nodeFile;

const openManager = () => openProductManager(shop);
// the Delete of the open confirmation (antd's popup), not those of the list
const confirmDelete = () =>
  waitFor(() => {
    const popups = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm')];
    const open = popups.filter((popup) => !popup.closest('.ant-popover-hidden'));
    return within(open[open.length - 1]).getByRole('button', { name: 'Delete' });
  });
const fieldError = async (message: string) => screen.findByText(message, { selector: '.ant-form-item-explain-error' });

// a field only that type has: the form has switched once it shows
const FIELD_OF_TYPE: Record<string, string> = {
  Digital: 'Downloads',
  Physical: 'Weight',
  Course: 'Students',
  Consultation: 'Duration',
};

const chooseType = (user: Awaited<ReturnType<typeof openManager>>['user'], label: string) =>
  chooseTypeShowing(user, label, FIELD_OF_TYPE[label]);

describe('ProductManagerPage', () => {
  it('denies a visitor who is not signed in and offers the login page', async () => {
    renderAt(<ProductManagerPage />, '/product-manager');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('denies a signed-in customer', async () => {
    shop.signIn(makeUser({ role: 'customer' }));
    renderAt(<ProductManagerPage />, '/product-manager');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(/does not have admin access/)).toBeInTheDocument();
  });

  it('shows an admin the demo button and the Create Product and Manage Products tabs', async () => {
    await openManager();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Create Product', 'Manage Products']);
    expect(screen.getByRole('tab', { name: 'Create Product' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /Create Demo Product/ })).toBeInTheDocument();
  });

  it("shows the spec's messages on the fields and sends nothing", async () => {
    const { user } = await openManager();
    await user.click(screen.getByRole('button', { name: /Create Product/ }));
    expect(await fieldError('Title is required')).toBeInTheDocument();
    expect(await fieldError('Description must be at least 10 characters')).toBeInTheDocument();
    expect(await fieldError('Price is required')).toBeInTheDocument();
    expect(await fieldError('Category is required')).toBeInTheDocument();
    expect(shop.calls('/api/products')).toHaveLength(0);
  });

  it('counts the description after trimming and checks the price', async () => {
    const { user } = await openManager();
    await user.type(field('Description'), '  too short   ');
    await user.type(field('Price'), 'forty');
    await user.click(screen.getByRole('button', { name: /Create Product/ }));
    expect(await fieldError('Description must be at least 10 characters')).toBeInTheDocument();
    expect(await fieldError('Price must be an amount such as 49 or 49.99')).toBeInTheDocument();
    expect(shop.calls('/api/products')).toHaveLength(0);
  });

  it('shows the fields of the chosen type', async () => {
    const { user } = await openManager();
    // default: digital
    expect(field('Downloads')).toBeInTheDocument();
    expect(field('Digital File')).toHaveAttribute(
      'accept',
      '.pdf,.zip,.mp4,.mov,.avi,.doc,.docx,.ppt,.pptx,.txt,.epub',
    );
    expect(screen.queryByLabelText('Weight')).not.toBeInTheDocument();
    expect(field('Images')).toHaveAttribute('accept', 'image/*');
    expect(field('Images')).toHaveAttribute('multiple');

    await chooseType(user, 'Physical');
    expect(field('Weight')).toBeInTheDocument();
    expect(field('Dimensions')).toBeInTheDocument();
    expect(field('Inventory')).toHaveValue('0');
    expect(field('Low Stock Alert')).toHaveValue('5');
    expect(screen.getByRole('switch', { name: 'Requires Shipping' })).not.toBeChecked();
    expect(screen.queryByLabelText('Digital File')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Downloads')).not.toBeInTheDocument();

    await chooseType(user, 'Course');
    expect(field('Students')).toBeInTheDocument();
    await chooseType(user, 'Consultation');
    expect(field('Duration')).toBeInTheDocument();
    expect(screen.queryByLabelText('Students')).not.toBeInTheDocument();
  });

  it('uploads the digital file and images first, then creates the product with them', async () => {
    await useNodeFormData();
    const { user } = await openManager();
    await fillBasics(user);
    expect(field('Rating')).toHaveTextContent('No reviews yet');
    await user.type(field('SKU'), 'CLW-001');
    await user.type(field('Tags'), ' leadership, workbook ,, calm ');
    await user.type(field('Meta Description'), 'A workbook for calm leaders.');
    await user.upload(field('Digital File'), file('workbook.txt', 'text/plain', 'the workbook'));
    await user.upload(field('Images'), [file('a.png', 'image/png'), file('b.png', 'image/png')]);
    await user.click(screen.getByRole('button', { name: /Create Product/ }));

    expect(await notifications().findByText('Product Created')).toBeInTheDocument();
    const [digital] = shop.calls('/api/upload/digital');
    expect(digital.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(digital.body).toContain('name="file"; filename="workbook.txt"');
    expect(digital.body).toContain('the workbook');
    expect(digital.body).toMatch(/name="uploadType"\r\n\r\ndigital/);
    const [images] = shop.calls('/api/upload/images');
    expect(images.body).toContain('name="images"; filename="a.png"');
    expect(images.body).toContain('name="images"; filename="b.png"');
    expect(images.body).toMatch(/name="uploadType"\r\n\r\nimages/);
    expect(shop.json('/api/products')).toEqual([
      {
        title: 'The Calm Leader Workbook',
        description: 'Twelve weeks of calm, practical leadership.',
        price: '49.99',
        category: 'Leadership',
        type: 'digital',
        sku: 'CLW-001',
        tags: ['leadership', 'workbook', 'calm'],
        metaDescription: 'A workbook for calm leaders.',
        // the other types' fields are sent empty; downloads, students and the rating never (the server's)
        duration: null,
        weight: null,
        dimensions: null,
        requiresShipping: false,
        // no payment plan
        planInstalments: null,
        planTotal: null,
        digitalFileUrl: 'private:0123456789abcdef0123456789abcdef.txt',
        digitalFileName: 'workbook.txt',
        imageUrls: ['/api/uploads/images/0123456789abcdef01234567.png'],
      },
    ]);
    // the form starts over
    await waitFor(() => expect(field('Title')).toHaveValue(''));
  });

  it('creates a physical product with its shipping and stock fields', async () => {
    const { user } = await openManager();
    await fillBasics(user);
    await chooseType(user, 'Physical');
    await user.type(field('Weight'), '1.2 lb');
    await user.type(field('Dimensions'), '9 x 6 x 1 in');
    await user.clear(field('Inventory'));
    await user.type(field('Inventory'), '12');
    await user.click(screen.getByRole('switch', { name: 'Requires Shipping' }));
    await user.click(screen.getByRole('button', { name: /Create Product/ }));
    expect(await notifications().findByText('Product Created')).toBeInTheDocument();
    expect(shop.json('/api/products')).toEqual([
      expect.objectContaining({
        type: 'physical',
        weight: '1.2 lb',
        dimensions: '9 x 6 x 1 in',
        inventory: 12,
        lowStockAlert: 5,
        requiresShipping: true,
        tags: [],
      }),
    ]);
  });

  it('refuses a low stock alert below 1 on the field', async () => {
    const { user } = await openManager();
    await fillBasics(user);
    await chooseType(user, 'Physical');
    await user.clear(field('Low Stock Alert'));
    await user.type(field('Low Stock Alert'), '0');
    await user.click(screen.getByRole('button', { name: /Create Product/ }));
    expect(await fieldError('Low stock alert must be at least 1')).toBeInTheDocument();
    expect(shop.calls('/api/products')).toHaveLength(0);
  });

  it('skips a failed upload without a word and still creates the product', async () => {
    await useNodeFormData();
    shop.handler = (req, res) => {
      if (req.path === '/api/upload/digital') sendJson(res, 400, { statusCode: 400, message: 'Only PDF … files' });
    };
    const { user } = await openManager();
    await fillBasics(user);
    await user.upload(field('Digital File'), file('workbook.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: /Create Product/ }));
    expect(await notifications().findByText('Product Created')).toBeInTheDocument();
    const [body] = shop.json('/api/products') as Record<string, unknown>[];
    expect(body).not.toHaveProperty('digitalFileUrl');
    expect(shop.calls('/api/upload/digital')).toHaveLength(1);
  });

  it("reports a refused product in an 'Error' toast with the server's message", async () => {
    shop.handler = (req, res) => {
      if (req.path === '/api/products' && req.method === 'POST') {
        sendJson(res, 400, { statusCode: 400, message: 'Category must be at most 60 characters' });
      }
    };
    const { user } = await openManager();
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: /Create Product/ }));
    const toast = await notifications().findByRole('listitem');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Category must be at most 60 characters');
    expect(field('Title')).toHaveValue('The Calm Leader Workbook');
  });

  it('lists the products to manage with their facts', async () => {
    shop.products = [
      makeProduct({
        id: 8,
        type: 'physical',
        title: 'Signed Hardcover',
        description: 'The book, signed.',
        price: '$29',
        sku: 'BOOK-1',
        inventory: 3,
        lowStockAlert: 5,
        requiresShipping: true,
        tags: ['book', 'signed'],
        imageUrls: ['/api/uploads/images/0123456789abcdef01234567.png'],
      }),
      makeProduct({ id: 9, type: 'course', title: 'Leading Through Change', price: '$199' }),
    ];
    const { user } = await openManager();
    await user.click(screen.getByRole('tab', { name: 'Manage Products' }));
    const list = await screen.findByRole('list', { name: 'Products' });
    const [book, course] = within(list).getAllByRole('listitem');
    expect(within(book).getByRole('heading', { name: 'Signed Hardcover' })).toBeInTheDocument();
    expect(within(book).getByText('Physical')).toBeInTheDocument();
    expect(within(book).getByText('Ships')).toBeInTheDocument();
    expect(within(book).getByText('The book, signed.')).toBeInTheDocument();
    expect(within(book).getByText('$29')).toBeInTheDocument();
    expect(within(book).getByText('BOOK-1')).toBeInTheDocument();
    expect(within(book).getByText('3 (low)').closest('div')).toHaveClass('product-admin-item__stock--low');
    expect(within(book).getByText('book')).toBeInTheDocument();
    expect(within(course).getByText('Course')).toBeInTheDocument();
    expect(within(course).queryByText('Ships')).not.toBeInTheDocument();
    // its image, or for one without, the cover with its title
    expect(book.querySelector('img')).toHaveAttribute('src', '/api/uploads/images/0123456789abcdef01234567.png');
    expect(course.querySelector('img')).toBeNull();
    expect(course.querySelector('.product-cover')).toHaveTextContent('Leading Through Change');
  });

  it('loads a product into the form to edit it (price without $), saves with PATCH, and cancels', async () => {
    shop.products = [
      makeProduct({
        id: 8,
        title: 'Old Title',
        price: '$49.99',
        category: 'Guides',
        tags: ['a', 'b'],
        downloads: 10,
        sku: 'OLD-1',
      }),
    ];
    const { user } = await openManager();
    await user.click(screen.getByRole('tab', { name: 'Manage Products' }));
    const list = await screen.findByRole('list', { name: 'Products' });
    await user.click(within(list).getByRole('button', { name: /Edit/ }));

    expect(screen.getByRole('tab', { name: 'Create Product' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Old Title', { selector: 'strong' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Old Title');
    expect(field('Price')).toHaveValue('49.99');
    expect(field('Tags')).toHaveValue('a, b');
    // its downloads, counted from paid orders, are shown and not sent
    expect(field('Downloads')).toHaveTextContent('10');
    await user.clear(field('Title'));
    await user.type(field('Title'), 'New Title');
    // emptying an optional field clears it
    expect(field('SKU')).toHaveValue('OLD-1');
    await user.clear(field('SKU'));
    await user.click(screen.getByRole('button', { name: /Update Product/ }));
    expect(await notifications().findByText('Product Updated')).toBeInTheDocument();
    expect(shop.json('/api/products/8', 'PATCH')).toEqual([
      expect.objectContaining({
        title: 'New Title',
        price: '49.99',
        tags: ['a', 'b'],
        sku: null,
      }),
    ]);
    expect(shop.json('/api/products/8', 'PATCH')[0]).not.toHaveProperty('downloads');
    expect(shop.calls('/api/products')).toHaveLength(0);

    // back in create mode after Cancel
    await user.click(screen.getByRole('tab', { name: 'Manage Products' }));
    // the list shows the saved product once it has been read again
    const updated = within(await screen.findByRole('list', { name: 'Products' }));
    await updated.findByRole('heading', { name: 'New Title' });
    await user.click(updated.getByRole('button', { name: /Edit/ }));
    expect(field('Title')).toHaveValue('New Title');
    await user.click(screen.getByRole('button', { name: /Cancel/ }));
    expect(field('Title')).toHaveValue('');
    expect(screen.getByRole('button', { name: /Create Product/ })).toBeInTheDocument();
  });

  it('creates the demo product', async () => {
    const { user } = await openManager();
    await user.click(screen.getByRole('button', { name: /Create Demo Product/ }));
    expect(await notifications().findByText('Demo Product Created')).toBeInTheDocument();
    expect(shop.calls('/api/demo/create-product')).toHaveLength(1);
  });

  it('archives a product and brings it back; deletes one never bought; says why one bought stays', async () => {
    shop.products = [
      makeProduct({ id: 1, title: 'Old Workbook' }),
      makeProduct({ id: 2, title: 'Sold Guide' }),
      makeProduct({ id: 3, title: 'Draft' }),
    ];
    shop.sold.add(2);
    const { user } = await openManager();
    await user.click(screen.getByRole('tab', { name: 'Manage Products' }));
    const list = within(await screen.findByRole('list', { name: 'Products' }));
    const item = (title: string) => within(list.getByRole('heading', { name: title }).closest('li') as HTMLElement);

    await user.click(item('Old Workbook').getByRole('button', { name: /Archive/ }));
    expect(await notifications().findByText('Archived')).toBeInTheDocument();
    expect(shop.calls('/api/products/1/archive')).toHaveLength(1);
    expect(await item('Old Workbook').findByText('Archived')).toBeInTheDocument();
    await user.click(item('Old Workbook').getByRole('button', { name: /Unarchive/ }));
    expect(await notifications().findByText('Back in the shop')).toBeInTheDocument();
    expect(await item('Old Workbook').findByRole('button', { name: /Archive/ })).toBeInTheDocument();

    // a delete asks first
    await user.click(item('Draft').getByRole('button', { name: /Delete/ }));
    await user.click(await confirmDelete());
    expect(await notifications().findByText('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(list.queryByRole('heading', { name: 'Draft' })).toBeNull());

    await user.click(item('Sold Guide').getByRole('button', { name: /Delete/ }));
    await user.click(await confirmDelete());
    expect(
      await notifications().findByText(
        'This product is in an order or a checkout, so it cannot be deleted. Archive it instead: it leaves the shop.',
      ),
    ).toBeInTheDocument();
    expect(list.getByRole('heading', { name: 'Sold Guide' })).toBeInTheDocument();
  });

  it('retires the demo products in one click, and offers it only while some are in the shop', async () => {
    shop.products = [
      makeProduct({ id: 1, title: 'Demo Workbook', demo: true }),
      makeProduct({ id: 2, title: 'Demo Course', demo: true }),
      makeProduct({ id: 3, title: 'My Own Course' }),
    ];
    const { user } = await openManager();
    await user.click(await screen.findByRole('button', { name: /Retire Demo Products/ }));
    expect(
      await notifications().findByText('2 demo products archived: out of the shop, kept in past orders.'),
    ).toBeInTheDocument();
    expect(shop.calls('/api/demo/retire-products')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Retire Demo Products/ })).toBeNull());
  });
});
